/** The first entry of each id, in order: saved lists may hold duplicates an old version wrote. */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
