/** `text` as a regular expression matching exactly it (addresses, versions, e-mails). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
