/** How much of a search text is read (the client keeps `filter_q` to the same length). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The longest search text the API takes: a pasted paragraph is searched by its beginning, not
 * refused; beyond this a request is not a search (a 400).
 */
export const MAX_SEARCH_PARAM = 4000;

/**
 * A search text as the engine reads it: compatibility forms folded (full-width letters, ligatures),
 * lone surrogate halves and control characters dropped, runs of space made one, and cut to
 * MAX_SEARCH_LENGTH. Whatever a visitor pastes, the result is plain text the tokenizer can read.
 */
export function cleanSearchText(text: string): string {
  return text
    .replace(/\p{Cs}/gu, ' ')
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
}

/** The words of a text: runs of letters and digits, everything else a boundary. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words a query may carry that name nothing ("pads for a Camry"): never required to match. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'by']);

/**
 * One word as the index and the query keep it: lower case, and an English plural's `s` dropped
 * (pads, hoses, plugs), so "brake pads" finds "Brake Pad Set". Words with a digit are codes and
 * stay whole; stop words are dropped (null).
 */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (/\p{N}/u.test(lower) || lower.length <= 3) return lower;
  return /[^su]s$/u.test(lower) ? lower.slice(0, -1) : lower;
}

// A catalog's texts reuse a few thousand words: each is made a term once.
const TERM_MEMORY_LIMIT = 50_000;
const terms = new Map<string, string | null>();

/** The search terms of a text, in order, stop words left out. */
export function searchTerms(text: string): string[] {
  const found: string[] = [];
  for (const word of wordsOf(text)) {
    let term = terms.get(word);
    if (term === undefined) {
      term = searchTerm(word);
      if (terms.size < TERM_MEMORY_LIMIT) terms.set(word, term);
    }
    if (term !== null) found.push(term);
  }
  return found;
}
