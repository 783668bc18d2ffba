const ASCII = /^[\x20-\x7e]*$/;

/**
 * Part numbers as parts people compare them: `HAM-BH1945`, `ham bh 1945` and `HAMBH1945` are one
 * number, and so are `1K0 698 151`, `1K0-698-151` and `1k0698151`. Letters and digits are kept,
 * case folded, and every separator (spaces, dashes, dots, slashes, underscores) dropped.
 */
export function normalizePartNumber(text: string): string {
  // Catalog numbers are ASCII: folded without Unicode tables, 100,000 products' numbers index fast.
  if (ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Shortest typed number searched by prefix: fewer characters match too much to mean a part. */
export const PART_NUMBER_PREFIX_MIN = 4;

/**
 * Whether a query reads as a part number rather than words: one token (once separators are
 * dropped) of at least PART_NUMBER_PREFIX_MIN characters with a digit in it.
 */
export function looksLikePartNumber(query: string): boolean {
  const normalized = normalizePartNumber(query);
  return normalized.length >= PART_NUMBER_PREFIX_MIN && /\p{N}/u.test(normalized);
}
