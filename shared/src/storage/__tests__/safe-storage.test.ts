import { z } from 'zod';
import {
  STORAGE_KEYS,
  createMemoryStorage,
  getBrowserStorage,
  readStoredJson,
  readStoredString,
  removeStoredItems,
  writeStoredJson,
  writeStoredString,
} from '..';
import { throwingStorage as throwing } from './throwing-storage';

const pointSchema = z.object({ x: z.number() });

describe('storage keys', () => {
  it('are exactly the keys of the spec and the guest garage', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'accessToken',
        'cartItems',
        'compareItems',
        'currency',
        'currentVehicle',
        'garage',
        'language',
        'refreshToken',
        'user',
        'wishlistItems',
      ].sort(),
    );
  });
});

describe('reading', () => {
  it('reads a plain string, or null when missing', () => {
    const storage = createMemoryStorage({ currency: 'EUR' });
    expect(readStoredString(storage, 'currency')).toBe('EUR');
    expect(readStoredString(storage, 'language')).toBeNull();
  });

  it('reads JSON that matches the schema', () => {
    const storage = createMemoryStorage({ user: '{"x":3}' });
    expect(readStoredJson(storage, 'user', pointSchema, null)).toEqual({ x: 3 });
  });

  it.each([
    ['corrupt JSON', '{"x":'],
    ['a foreign shape', '{"y":"3"}'],
    ['a plain string', 'hello'],
    ['the text null', 'null'],
  ])('answers the fallback for %s', (_, text) => {
    const storage = createMemoryStorage({ user: text });
    expect(readStoredJson(storage, 'user', pointSchema, { x: 0 })).toEqual({ x: 0 });
  });

  it('answers the fallback when the storage throws', () => {
    expect(readStoredString(throwing, 'currency')).toBeNull();
    expect(readStoredJson(throwing, 'user', pointSchema, { x: 7 })).toEqual({ x: 7 });
  });
});

describe('writing', () => {
  it('writes strings and JSON', () => {
    const storage = createMemoryStorage();
    expect(writeStoredString(storage, 'currency', 'GBP')).toBe(true);
    expect(writeStoredJson(storage, 'garage', [{ id: 1 }])).toBe(true);
    expect(storage.getItem('currency')).toBe('GBP');
    expect(storage.getItem('garage')).toBe('[{"id":1}]');
  });

  it('answers false instead of throwing on a quota error', () => {
    expect(writeStoredString(throwing, 'currency', 'GBP')).toBe(false);
    expect(writeStoredJson(throwing, 'cartItems', [])).toBe(false);
  });

  it('answers false for a value JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const storage = createMemoryStorage();
    expect(writeStoredJson(storage, 'cartItems', cyclic)).toBe(false);
    expect(storage.getItem('cartItems')).toBeNull();
  });

  it('removes keys, and tells of a storage that refuses instead of throwing', () => {
    const storage = createMemoryStorage({ user: '{}', accessToken: 'a', currency: 'EUR' });
    expect(removeStoredItems(storage, 'user', 'accessToken')).toBe(true);
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('currency')).toBe('EUR');
    expect(removeStoredItems(throwing, 'user')).toBe(false);
  });
});

describe('getBrowserStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is localStorage when the browser allows it', () => {
    expect(getBrowserStorage()).toBe(window.localStorage);
  });

  it('is a working memory storage when touching localStorage throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const storage = getBrowserStorage();
    storage.setItem('currency', 'RUB');
    expect(storage.getItem('currency')).toBe('RUB');
  });
});
