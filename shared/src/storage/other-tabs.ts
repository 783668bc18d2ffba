import type { StorageLike } from './safe-storage';
import type { StorageKey } from './storage-keys';

/** A store that keeps up with what other tabs write under its keys. */
export interface TabFollower {
  readonly followedKeys: readonly StorageKey[];
  /** Takes what storage holds now under those keys. */
  syncFromStorage(): void;
}

/**
 * Hands each follower the changes other tabs of the origin make to its keys. The browser fires
 * `storage` at every window of the origin but the one that wrote; a null key is a `clear()`.
 * Followers re-read storage rather than take the event's value, so they see its latest state.
 */
export function followOtherTabs(
  events: EventTarget,
  storage: StorageLike,
  followers: readonly TabFollower[],
): () => void {
  const listener = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (storageArea !== storage) return;
    for (const follower of followers) {
      if (key === null || (follower.followedKeys as readonly string[]).includes(key))
        follower.syncFromStorage();
    }
  };
  events.addEventListener('storage', listener);
  return () => events.removeEventListener('storage', listener);
}
