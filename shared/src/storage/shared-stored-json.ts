import type { StandardSchema } from '../validation';
import {
  parseStoredJson,
  removeStoredItems,
  writeStoredJson,
  type StorageLike,
} from './safe-storage';
import type { StorageKey } from './storage-keys';

/**
 * A JSON value under one key that every open tab of the storefront reads and writes. A store
 * applies each change to `latest()`, never to the copy it read earlier, so it cannot write back
 * a list another tab has changed since. `null` is stored as no key at all.
 */
export class SharedStoredJson<T> {
  /** Set while storage refuses this tab's writes: its own copy is then the newer one. */
  private unsaved = false;

  constructor(
    private readonly storage: StorageLike,
    readonly key: StorageKey,
    private readonly schema: StandardSchema<T>,
    private readonly fallback: T,
  ) {}

  /**
   * What the tabs hold now (missing, corrupt or foreign data read as the fallback), or `own`
   * when this tab cannot use storage: private modes and full quotas keep the page working alone.
   */
  latest(own: T): T {
    if (this.unsaved) return own;
    let text: string | null;
    try {
      text = this.storage.getItem(this.key);
    } catch {
      return own;
    }
    return parseStoredJson(text, this.schema, this.fallback);
  }

  save(value: T): void {
    const saved =
      value === null
        ? removeStoredItems(this.storage, this.key)
        : writeStoredJson(this.storage, this.key, value);
    this.unsaved = !saved;
  }
}
