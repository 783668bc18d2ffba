/** What a test does with the page's watched places: report them near the screen, or not. */
export interface WatchedPlaces {
  /**
   * Reports whether a watched place is near the screen: the n-th in the order they were watched,
   * the latest by default.
   */
  report(isIntersecting: boolean, index?: number): void;
  /** Each `observe` call, for tests that check what is watched. */
  readonly observe: jest.Mock;
}

/**
 * Gives jsdom an IntersectionObserver for each test (it has none, and the storefront's
 * `useNearViewport` then treats every place as near): nothing is near until the test says so.
 */
export function stubIntersectionObserver(): WatchedPlaces {
  const callbacks: IntersectionObserverCallback[] = [];
  const observe = jest.fn();
  beforeEach(() => {
    callbacks.length = 0;
    observe.mockClear();
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      callbacks.push(callback);
      return { observe, disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  return {
    report(isIntersecting, index = callbacks.length - 1) {
      const callback = callbacks[index];
      if (!callback) throw new Error(`no place number ${index} is watched`);
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
    observe,
  };
}
