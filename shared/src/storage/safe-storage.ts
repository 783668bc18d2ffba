import { validateWith, type StandardSchema } from '../validation';
import type { StorageKey } from './storage-keys';

/** The part of the Web Storage API the stores use, so a test can hand them a plain object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// Storage belongs to the visitor and to other tabs and versions of the site: private mode throws,
// quotas run out and old releases left other shapes behind. None of that may break a page, so
// every helper below answers a fallback (or false) instead of throwing.

export function readStoredString(storage: StorageLike, key: StorageKey): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored JSON when it parses and matches `schema`, else `fallback`. */
export function readStoredJson<T>(
  storage: StorageLike,
  key: StorageKey,
  schema: StandardSchema<T>,
  fallback: T,
): T {
  return parseStoredJson(readStoredString(storage, key), schema, fallback);
}

/** A stored text as `readStoredJson` reads it: `fallback` when it is missing or not of `schema`. */
export function parseStoredJson<T>(text: string | null, schema: StandardSchema<T>, fallback: T): T {
  if (text === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const checked = validateWith(schema, value);
  return checked.ok ? checked.value : fallback;
}

/** Returns false when the browser refused the write (quota, private mode). */
export function writeStoredString(storage: StorageLike, key: StorageKey, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function writeStoredJson(storage: StorageLike, key: StorageKey, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStoredString(storage, key, text);
}

/** Returns false when the browser refused to remove one of the keys. */
export function removeStoredItems(storage: StorageLike, ...keys: StorageKey[]): boolean {
  let removed = true;
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // A key that cannot be removed is read back through the schemas, which tolerate it.
      removed = false;
    }
  }
  return removed;
}

/** A storage kept in memory: for tests, and for browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

/** `localStorage`, or a memory storage where merely touching it throws (sandboxed frames). */
export function getBrowserStorage(): StorageLike {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}
