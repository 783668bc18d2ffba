type IdlePage = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Runs `task` once the browser has nothing more urgent to do, or after `timeout` ms at the
 * latest; returns a cancel. For work a page wants soon but not in the middle of its start-up
 * (a library to warm up, a link the browser would fetch at once). Where there is no idle callback
 * (Safari, jsdom) a timer of `fallbackDelay` ms stands in.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, fallbackDelay = 200 }: { timeout?: number; fallbackDelay?: number } = {},
  page: IdlePage = window,
): () => void {
  if (typeof page.requestIdleCallback === 'function') {
    const id = page.requestIdleCallback(() => task(), { timeout });
    return () => page.cancelIdleCallback?.(id);
  }
  const id = page.setTimeout(task, fallbackDelay);
  return () => page.clearTimeout(id);
}
