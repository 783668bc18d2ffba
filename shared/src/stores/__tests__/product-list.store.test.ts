import { createMemoryStorage, type StorageLike } from '../../storage';
import { CompareStore } from '../compare.store';
import { WishlistStore } from '../wishlist.store';
import { makeNotifier, makeProduct, settle, storageWith, throwingStorage } from './fixtures';

const brakes = makeProduct({ id: 1, name: 'Brake Kit' });
const wiper = makeProduct({ id: 2, name: 'Wiper' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe.each([
  ['wishlist', WishlistStore, 'wishlistItems', 'TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST'],
  ['compare', CompareStore, 'compareItems', 'TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE'],
] as const)('%s', (_, Store, key, message) => {
  function create(storage: StorageLike = createMemoryStorage()) {
    const notifier = makeNotifier();
    return { store: new Store({ storage, notifier }), notifier, storage };
  }

  it('adds after 350 ms, saves and confirms with the product name', async () => {
    const { store, notifier, storage } = create();
    const adding = store.add(brakes);
    expect(store.isAdding(1)).toBe(true);
    expect(store.has(1)).toBe(false);
    await settle(adding);
    expect(store.isAdding(1)).toBe(false);
    expect(store.has(1)).toBe(true);
    expect(store.count).toBe(1);
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual([brakes]);
    expect(notifier.success).toHaveBeenCalledWith(message, { productName: 'Brake Kit' });
  });

  it('ignores a product already in the list', async () => {
    const { store } = create();
    await settle(store.add(brakes));
    await settle(store.add(makeProduct({ id: 1, name: 'Same id' })));
    expect(store.products.map((product) => product.name)).toEqual(['Brake Kit']);
  });

  it('ignores the same add while it is in progress', async () => {
    const { store, notifier } = create();
    const first = store.add(brakes);
    expect(store.add(brakes)).toBe(first);
    await settle(first);
    expect(store.count).toBe(1);
    expect(notifier.success).toHaveBeenCalledTimes(1);
  });

  it('removes by id after 350 ms, once', async () => {
    const { store, storage } = create();
    await settle(store.add(brakes));
    await settle(store.add(wiper));
    const removing = store.remove(1);
    expect(store.isRemoving(1)).toBe(true);
    expect(store.remove(1)).toBe(removing);
    expect(store.has(1)).toBe(true);
    await settle(removing);
    expect(store.products).toEqual([wiper]);
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual([wiper]);
  });

  it('clears', async () => {
    const { store, storage } = create();
    await settle(store.add(brakes));
    store.clear();
    expect(store.count).toBe(0);
    expect(storage.getItem(key)).toBe('[]');
  });

  it('reads the saved products, without broken entries or repeated ids', () => {
    const { store } = create(storageWith({ [key]: [brakes, { id: 5 }, brakes, wiper, 7] }));
    expect(store.products).toEqual([brakes, wiper]);
  });

  it.each(['not json', '{"0":{}}', 'null'])('starts empty from %p', (text) => {
    const { store } = create(storageWith({ [key]: text }));
    expect(store.products).toEqual([]);
  });

  it('works in memory when the storage refuses everything', async () => {
    const { store } = create(throwingStorage);
    await settle(store.add(brakes));
    expect(store.has(1)).toBe(true);
  });
});
