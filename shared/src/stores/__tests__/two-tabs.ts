import { createTestStore } from '../../testing/test-store';
import type { RootStore, RootStoreDeps } from '../root-store';

/** One open tab of the storefront in a test. */
export interface Tab {
  stores: RootStore;
  /** Stands for the tab's window: where the browser fires the tab's `storage` events. */
  events: EventTarget;
}

/**
 * Opens a tab whose root store is on jsdom's localStorage, which the tabs of a test share as the
 * tabs of one origin share theirs.
 */
export function openTab(deps: Partial<RootStoreDeps> = {}): Tab {
  const events = new EventTarget();
  return { events, stores: createTestStore({ storage: localStorage, otherTabs: events, ...deps }) };
}

/**
 * What the browser does in each of `tabs` once another tab has written `keys`: one `storage` event
 * per key (a null key is a `clear()`). Tests call it late on purpose to play a tab that has not
 * heard yet.
 */
export function hear(tabs: Tab | Tab[], ...keys: (string | null)[]): void {
  for (const tab of [tabs].flat()) {
    for (const key of keys) {
      const newValue = key === null ? null : localStorage.getItem(key);
      tab.events.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      );
    }
  }
}
