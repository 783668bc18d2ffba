import { createMemoryStorage, type StorageLike } from '../../storage';
import { CartStore } from '../cart.store';
import { makeNotifier, makeProduct, settle, storageWith, throwingStorage } from './fixtures';

const brakes = makeProduct({ id: 1, name: 'Brake Kit', price: 20 });
const wiper = makeProduct({ id: 2, name: 'Wiper', price: 12.5 });
const red = { name: 'Color', value: 'Red' };
const large = { name: 'Size', value: 'L' };

function createCart(storage: StorageLike = createMemoryStorage(), onAdd?: () => unknown) {
  const notifier = makeNotifier();
  return { cart: new CartStore({ storage, notifier, onAdd }), notifier, storage };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('adding', () => {
  it('adds after 350 ms, saves and confirms with the product name', async () => {
    const { cart, notifier, storage } = createCart();
    const adding = cart.add(brakes, 2, [red]);
    expect(cart.isAdding(1)).toBe(true);
    await jest.advanceTimersByTimeAsync(349);
    expect(cart.items).toHaveLength(0);
    await settle(adding);
    expect(cart.isAdding(1)).toBe(false);
    expect(cart.items).toEqual([{ product: brakes, options: [red], quantity: 2 }]);
    expect(JSON.parse(storage.getItem('cartItems') ?? '')).toEqual([
      { product: brakes, options: [red], quantity: 2 },
    ]);
    expect(notifier.success).toHaveBeenCalledWith('TEXT_TOAST_PRODUCT_ADDED_TO_CART', {
      productName: 'Brake Kit',
    });
  });

  it('adds to the line with the same product and the same options in any order', async () => {
    const { cart } = createCart();
    await settle(cart.add(brakes, 1, [red, large]));
    await settle(cart.add(brakes, 3, [large, red]));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(4);
  });

  it('starts a new line for other options or another product', async () => {
    const { cart } = createCart();
    await settle(cart.add(brakes, 1, [red]));
    await settle(cart.add(brakes, 1, [large]));
    await settle(cart.add(brakes, 1));
    await settle(cart.add(wiper, 1, [red]));
    expect(cart.items.map((item) => [item.product.id, item.options])).toEqual([
      [1, [red]],
      [1, [large]],
      [1, []],
      [2, [red]],
    ]);
  });

  it('ignores the same add while it is in progress', async () => {
    const { cart, notifier } = createCart();
    const first = cart.add(brakes, 1);
    const repeat = cart.add(brakes, 5);
    expect(repeat).toBe(first);
    await settle(first);
    expect(cart.quantity).toBe(1);
    expect(notifier.success).toHaveBeenCalledTimes(1);
  });

  it('lets another product be added meanwhile', async () => {
    const { cart } = createCart();
    const first = cart.add(brakes, 1);
    const second = cart.add(wiper, 1);
    await settle(Promise.all([first, second]).then(() => undefined));
    expect(cart.items).toHaveLength(2);
  });

  it.each([0, -1, 1.5, Number.NaN])('adds nothing for the quantity %p', async (quantity) => {
    const { cart } = createCart();
    await settle(cart.add(brakes, quantity));
    expect(cart.items).toHaveLength(0);
    expect(cart.isAdding(1)).toBe(false);
  });

  it('calls the add side effect and swallows its failure', async () => {
    const onAdd = jest.fn().mockRejectedValue(new Error('500'));
    const { cart } = createCart(createMemoryStorage(), onAdd);
    await settle(cart.add(brakes, 2));
    await jest.advanceTimersByTimeAsync(0);
    expect(onAdd).toHaveBeenCalledWith({ product: brakes, options: [], quantity: 2 });
    expect(cart.quantity).toBe(2);
  });

  it('swallows a side effect that throws at once', async () => {
    const { cart } = createCart(createMemoryStorage(), () => {
      throw new Error('offline');
    });
    await expect(settle(cart.add(brakes, 1))).resolves.toBeUndefined();
    await jest.advanceTimersByTimeAsync(0);
    expect(cart.quantity).toBe(1);
  });
});

describe('removing and updating', () => {
  async function filledCart() {
    const created = createCart();
    await settle(created.cart.add(brakes, 1, [red]));
    await settle(created.cart.add(brakes, 2, [large]));
    await settle(created.cart.add(wiper, 3));
    return created;
  }

  it('removes one line after 350 ms, once', async () => {
    const { cart, storage } = await filledCart();
    const line = { product: brakes, options: [large], quantity: 2 };
    const removing = cart.remove(line);
    expect(cart.isRemoving(line)).toBe(true);
    expect(cart.remove(line)).toBe(removing);
    await settle(removing);
    expect(cart.isRemoving(line)).toBe(false);
    expect(cart.items.map((item) => item.options)).toEqual([[red], []]);
    expect(JSON.parse(storage.getItem('cartItems') ?? '')).toHaveLength(2);
  });

  it('updates quantities and skips invalid ones', async () => {
    const { cart } = await filledCart();
    const [first, second, third] = cart.items;
    const updating = cart.update([
      { item: first!, quantity: 5 },
      { item: second!, quantity: 0 },
      { item: third!, quantity: 2.5 },
    ]);
    expect(cart.isUpdating).toBe(true);
    expect(cart.update([{ item: first!, quantity: 9 }])).toBe(updating);
    await settle(updating);
    expect(cart.isUpdating).toBe(false);
    expect(cart.items.map((item) => item.quantity)).toEqual([5, 2, 3]);
  });

  it('empties the cart at once and saves it empty (after an order)', async () => {
    const { cart, storage } = await filledCart();
    cart.clear();
    expect(cart.items).toEqual([]);
    expect(cart.total).toBe(0);
    expect(JSON.parse(storage.getItem('cartItems') ?? '')).toEqual([]);
  });
});

describe('totals', () => {
  it('has no totals and a zero total when empty', () => {
    const { cart } = createCart();
    expect(cart.subtotal).toBe(0);
    expect(cart.quantity).toBe(0);
    expect(cart.totals).toEqual([]);
    expect(cart.total).toBe(0);
  });

  it('adds flat shipping of 25 and a tax of 20% of the subtotal', async () => {
    const { cart } = createCart();
    await settle(cart.add(brakes, 2));
    await settle(cart.add(wiper, 3));
    expect(cart.quantity).toBe(5);
    expect(cart.subtotal).toBe(77.5);
    expect(cart.totals).toEqual([
      { type: 'shipping', title: 'TEXT_SHIPPING', price: 25 },
      { type: 'tax', title: 'TEXT_TAX', price: 15.5 },
    ]);
    expect(cart.total).toBe(118);
  });

  it('keeps sums to whole cents', async () => {
    const { cart } = createCart();
    await settle(cart.add(makeProduct({ id: 3, price: 0.1 }), 3));
    expect(cart.subtotal).toBe(0.3);
    expect(cart.totals[1]?.price).toBe(0.06);
    expect(cart.total).toBe(25.36);
  });
});

describe('saved cart', () => {
  it('reads the saved lines and drops the broken ones', () => {
    const storage = storageWith({
      cartItems: [
        { product: brakes, options: [red], quantity: 2 },
        { product: { id: 9 }, options: [], quantity: 1 },
        { product: wiper, quantity: -3 },
        'junk',
      ],
    });
    const { cart } = createCart(storage);
    expect(cart.items).toEqual([{ product: brakes, options: [red], quantity: 2 }]);
  });

  it.each(['{broken', '{"items":[]}', '42'])('starts empty from %p', (text) => {
    const { cart } = createCart(storageWith({ cartItems: text }));
    expect(cart.items).toEqual([]);
  });

  it('works in memory when the storage refuses everything', async () => {
    const { cart } = createCart(throwingStorage);
    await settle(cart.add(brakes, 1));
    expect(cart.quantity).toBe(1);
  });
});
