/**
 * The colour filter's fixed palette (spec §3: 20 named colours). Product Color attributes and
 * colour options only ever use these slugs, so the filter can hold a product's colours as bits.
 */
export const COLOR_PALETTE = [
  { slug: 'white', name: 'White', color: '#ffffff' },
  { slug: 'silver', name: 'Silver', color: '#c0c0c0' },
  { slug: 'light-gray', name: 'Light Gray', color: '#d3d3d3' },
  { slug: 'gray', name: 'Gray', color: '#808080' },
  { slug: 'graphite', name: 'Graphite', color: '#41424c' },
  { slug: 'black', name: 'Black', color: '#1a1a1a' },
  { slug: 'red', name: 'Red', color: '#e52727' },
  { slug: 'maroon', name: 'Maroon', color: '#800000' },
  { slug: 'orange', name: 'Orange', color: '#ff8c00' },
  { slug: 'yellow', name: 'Yellow', color: '#ffd333' },
  { slug: 'gold', name: 'Gold', color: '#d4af37' },
  { slug: 'beige', name: 'Beige', color: '#d9c8a9' },
  { slug: 'brown', name: 'Brown', color: '#8b5a2b' },
  { slug: 'green', name: 'Green', color: '#2e9e44' },
  { slug: 'olive', name: 'Olive', color: '#6b7a2a' },
  { slug: 'teal', name: 'Teal', color: '#138d90' },
  { slug: 'blue', name: 'Blue', color: '#1e63d6' },
  { slug: 'navy', name: 'Navy', color: '#1b2a4a' },
  { slug: 'purple', name: 'Purple', color: '#7b3fb5' },
  { slug: 'pink', name: 'Pink', color: '#f06ba8' },
] as const;

export type PaletteColor = (typeof COLOR_PALETTE)[number];
export type ColorSlug = PaletteColor['slug'];

const bySlug = new Map<string, PaletteColor>(COLOR_PALETTE.map((c) => [c.slug, c]));

export function paletteColor(slug: string): PaletteColor | undefined {
  return bySlug.get(slug);
}

/** Bit position of a colour in a product's colour mask (the palette has 20 < 32 entries). */
export function colorBit(slug: string): number {
  return COLOR_PALETTE.findIndex((c) => c.slug === slug);
}
