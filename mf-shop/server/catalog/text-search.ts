/** The longest search text the API takes (the client keeps `filter_q` to the same length). */
export const MAX_SEARCH_LENGTH = 100;

/** The distinct lower-cased words of a search text; none for blank text. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Whether lower-cased `text` contains every word, anywhere and in any order. */
export function containsEvery(text: string, words: readonly string[]): boolean {
  for (let w = 0; w < words.length; w++) if (!text.includes(words[w]!)) return false;
  return true;
}
