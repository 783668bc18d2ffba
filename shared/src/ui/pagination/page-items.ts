/** A page number, or a gap between two runs of them. */
export type PageItem = number | 'gap';

/**
 * The pages a pager shows: the first and last, and `around` pages each side of the current one;
 * a gap stands for two or more skipped pages (a single one is shown instead of the gap).
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const shown = new Set([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
