/**
 * What the post search looks in, as stored in `posts.search_text`, and the words it looks for:
 * both lower-cased here, so a word matches exactly where the text holds it (see schema.ts).
 */
export function searchTextOf(parts: {
  title: string;
  excerpt: string;
  tags: readonly string[];
  body: readonly string[];
}): string {
  return [parts.title, parts.excerpt, ...parts.tags, ...parts.body].join(' ').toLowerCase();
}

/** The words of a search (already trimmed), each to be found somewhere in the text. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/);
}
