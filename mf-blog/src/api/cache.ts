/**
 * Remembers the answer of a call that every blog page makes (categories, latest posts), so moving
 * between pages asks once. A failed call is forgotten, so the next page tries again.
 */
export function cachedCall<T>(call: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let pending: Promise<T> | null = null;
  return {
    get() {
      pending ??= call().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    clear() {
      pending = null;
    },
  };
}
