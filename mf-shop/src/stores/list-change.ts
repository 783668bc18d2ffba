import type { ListFilters, ListState } from './list-url-state';

// Apart from list-url-state: that module is part of the area's entry (the early start of a list
// reads addresses with it), this is needed by the catalog page only.

/** A list filter's values with what `drawn` → `next` added and removed, applied to `current`. */
function rebaseValues<T>(drawn: readonly T[], next: readonly T[], current: readonly T[]): T[] {
  const removed = drawn.filter((value) => !next.includes(value));
  const added = next.filter((value) => !drawn.includes(value) && !current.includes(value));
  return [...current.filter((value) => !removed.includes(value)), ...added];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a control changed from the list state it was drawn with (`drawn` → `next`), applied to the
 * state the address has now (`current`). A navigation is in the URL at once but renders in a
 * transition: a second change made before that render (a sort chosen right after a brand) builds
 * on the first instead of dropping it.
 */
export function rebaseListChange(drawn: ListState, next: ListState, current: ListState): ListState {
  const pick = <V>(d: V, n: V, c: V): V => (same(d, n) ? c : n);
  const filters: Record<string, unknown> = {};
  for (const key of Object.keys(current.filters) as (keyof ListFilters)[]) {
    const [d, n, c] = [drawn.filters[key], next.filters[key], current.filters[key]];
    filters[key] =
      key !== 'price' && Array.isArray(d) && Array.isArray(n) && Array.isArray(c)
        ? rebaseValues<unknown>(d, n, c)
        : pick(d, n, c);
  }
  // A change of filter, sort or size goes back to the first page, as `next` says.
  const changed = !same({ ...drawn, page: 0 }, { ...next, page: 0 });
  return {
    page: changed ? next.page : pick(drawn.page, next.page, current.page),
    limit: pick(drawn.limit, next.limit, current.limit),
    sort: pick(drawn.sort, next.sort, current.sort),
    filters: filters as unknown as ListFilters,
  };
}
