/** A letter or digit of a part number; everything else is a separator the search ignores. */
const PART = /[\p{L}\p{N}]/u;

/**
 * The typed part of a part number, to mark: "bh 19" typed in HAM-BH1945 is "BH19", found the way
 * the search folds numbers (case, spaces, dashes, dots and slashes ignored). Returns the number
 * cut in three (before, typed, after), or null when the typed text is not in it.
 */
export function typedPartOf(number: string, typed: string): [string, string, string] | null {
  const folded = [...typed.normalize('NFKC').toLowerCase()].filter((ch) => PART.test(ch)).join('');
  if (!folded) return null;
  // The number's letters and digits, folded, with where each sits in the number as written.
  let plain = '';
  const at: number[] = [];
  for (let i = 0; i < number.length; i++) {
    const ch = number[i]!;
    if (!PART.test(ch)) continue;
    plain += ch.toLowerCase();
    at.push(i);
  }
  const start = plain.indexOf(folded);
  if (start < 0) return null;
  const from = at[start]!;
  const to = at[start + folded.length - 1]! + 1;
  return [number.slice(0, from), number.slice(from, to), number.slice(to)];
}
