export interface PageWindow {
  page: number;
  limit: number;
  total: number;
  /** ceil(total / limit): 0 for an empty list. */
  pages: number;
  /** 0-based position of the page's first item. */
  start: number;
  /** 1-based numbers of the first and last item shown; both 0 when the page is empty. */
  from: number;
  to: number;
}

export function pageWindow(total: number, page: number, limit: number): PageWindow {
  const start = (page - 1) * limit;
  const shown = Math.max(0, Math.min(limit, total - start));
  return {
    page,
    limit,
    total,
    pages: Math.ceil(total / limit),
    start,
    from: shown > 0 ? start + 1 : 0,
    to: shown > 0 ? start + shown : 0,
  };
}

/** A page of an in-memory list in the shared PagedList shape. */
export function pageOf<T>(list: readonly T[], page: number, limit: number) {
  const { start, ...window } = pageWindow(list.length, page, limit);
  return { items: list.slice(start, start + limit), ...window };
}
