/**
 * Asks for a picture the page is about to show as its largest element, at high priority, before
 * the <img> exists: its download then overlaps the code and the render that will show it, instead
 * of starting after them. The <img> takes the preloaded answer (same address, no CORS mode).
 */
export function preloadImage(
  href: string,
  page: Pick<Document, 'createElement' | 'head'> = document,
): void {
  const link = page.createElement('link');
  // Attributes, not properties: `as` and `fetchPriority` are not reflected everywhere yet.
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  page.head.append(link);
}
