/**
 * The heading the order screens open their sections with: h2 on a page of its own, h3 under the
 * result heading of the track-order page, so headings stay in order wherever the order is shown.
 */
export type HeadingLevel = 'h2' | 'h3';
