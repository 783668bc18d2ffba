/** @jest-environment node */
import type { Order } from '@autoparts/shared';
import { addReview, createCatalog } from '../catalog';
import { ReviewStore } from '../reviews';
import { OrderBook } from '../../orders/order-book';

describe('the review store', () => {
  const review = (rating: number) => ({ author: 'Sam', rating, content: 'x' });

  it('keeps at most perProduct added reviews of a product, dropping its oldest', () => {
    const catalog = createCatalog({ size: 50 });
    const product = catalog.products[0]!;
    const store = new ReviewStore(Date.now, { perProduct: 2, total: 100 });
    const before = product.reviews;

    store.add(product, review(1));
    store.add(product, review(5));
    const { changed } = store.add(product, review(5));

    expect(product.reviews).toBe(before + 2);
    expect(changed).toEqual([product]);
    const added = store.list(product).slice(0, 2);
    expect(added.map((r) => r.rating)).toEqual([5, 5]);
    // The sample reviews are all still there, and the rating is their average with the two.
    expect(store.list(product)).toHaveLength(before + 2);
  });

  it('keeps at most total added reviews, dropping the oldest anywhere, its product following', () => {
    const catalog = createCatalog({ size: 50 });
    const [first, second] = catalog.products as [
      (typeof catalog.products)[0],
      (typeof catalog.products)[0],
    ];
    const store = new ReviewStore(Date.now, { perProduct: 10, total: 2 });
    const firstBefore = { reviews: first.reviews, rating: first.rating };

    store.add(first, review(1));
    store.add(second, review(5));
    const { changed } = store.add(second, review(5));

    expect(changed).toEqual(expect.arrayContaining([first, second]));
    expect(first.reviews).toBe(firstBefore.reviews);
    expect(first.rating).toBe(firstBefore.rating);
  });

  it('keeps the rating filter in step for a product whose review made room', () => {
    const catalog = createCatalog({ size: 50 });
    catalog.reviews = new ReviewStore(Date.now, { perProduct: 100, total: 3 });
    const low = catalog.products.find((p) => p.reviews === 0) ?? catalog.products[0]!;
    const position = low.id - 1;
    const original = catalog.index.rating[position];
    for (let i = 0; i < 3; i++) addReview(catalog, position, review(5));
    for (let i = 0; i < 3; i++) addReview(catalog, (position + 1) % 50, review(1));
    expect(catalog.index.rating[position]).toBe(original);
    expect(catalog.index.rating[position]).toBe(Math.round(low.rating));
  });
});

describe('the order book', () => {
  const order = (id: number): Order =>
    ({ id, number: String(9000 + id), token: `token-${id}`, createdAt: '' }) as Order;

  it('keeps at most its capacity, dropping the oldest placed order, never a seeded one', () => {
    const seeded = { order: order(1), customerId: 1 };
    const book = new OrderBook([seeded], Date.now, 3);
    book.add(order(2), null);
    book.keys.remember(null, 'key-2', { fingerprint: 'f', orderId: 2 });
    book.add(order(3), 7);

    book.add(order(4), 7);

    expect(book.byId(1)).toBeDefined();
    expect(book.byId(2)).toBeUndefined();
    expect(book.keys.recall(null, 'key-2')).toBeUndefined();
    expect([book.byId(3)?.id, book.byId(4)?.id]).toEqual([3, 4]);
    expect(book.nextId()).toBe(5);
    expect(book.nextNumber()).toBe('9005');
  });
});
