/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { Review } from '@autoparts/shared';
import { CATALOG_DATE } from '../data/reviews';
import { problemShape, serveShopSlice } from './shop-server';

let clock = CATALOG_DATE + 60_000;
const shop = serveShopSlice({ clock: { now: () => clock } });

const reviewed = () => shop.catalog.products.find((p) => p.reviews > 20)!;
const isNewestFirst = (reviews: Review[]) =>
  reviews.every((r, i) => i === 0 || reviews[i - 1]!.date >= r.date);

describe('GET /api/shop/products/:slug/reviews', () => {
  it('pages 8 reviews at a time, newest first', async () => {
    const product = reviewed();
    const { status, body } = await shop.get(`/shop/products/${product.slug}/reviews`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 8, total: product.reviews, from: 1, to: 8 });
    expect(body.pages).toBe(Math.ceil(product.reviews / 8));
    expect(body.items).toHaveLength(8);
    const all = (await shop.get(`/shop/products/${product.slug}/reviews?limit=100`)).body.items;
    expect(all).toHaveLength(product.reviews);
    expect(isNewestFirst(all)).toBe(true);
    const second = (await shop.get(`/shop/products/${product.slug}/reviews?page=2`)).body;
    expect(second.items).toEqual(all.slice(8, 16));
  });

  it('answers 404 for an unknown product and 400 for bad paging', async () => {
    expect((await shop.get('/shop/products/nope/reviews')).status).toBe(404);
    expect((await shop.get(`/shop/products/${reviewed().slug}/reviews?page=0`)).status).toBe(400);
    expect((await shop.get(`/shop/products/${reviewed().slug}/reviews?limit=x`)).status).toBe(400);
  });
});

describe('POST /api/shop/products/:slug/reviews', () => {
  it('stores a trimmed review, lists it first and updates the product rating and count', async () => {
    const product = shop.catalog.products.find((p) => p.reviews === 1)!;
    const before = product.reviews;
    clock += 1000;
    const { status, body } = await shop.post(`/shop/products/${product.slug}/reviews`, {
      author: '  Sam Driver ',
      rating: 5,
      content: '\n  <b>Great</b> pads, no squeal. \u0007 ',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      date: new Date(clock).toISOString(),
      author: 'Sam Driver',
      avatar: expect.stringMatching(/^avatar-\d\.svg$/),
      rating: 5,
      // Kept as text: markup is not interpreted or stripped, control characters are dropped.
      content: '<b>Great</b> pads, no squeal.',
    });
    const list = (await shop.get(`/shop/products/${product.slug}/reviews`)).body;
    expect(list.total).toBe(before + 1);
    expect(list.items[0]).toEqual(body);
    const updated = (await shop.get(`/shop/products/${product.slug}`)).body;
    expect(updated.reviews).toBe(before + 1);
    const ratings: number[] = list.items.map((r: Review) => r.rating);
    expect(updated.rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 1);
  });

  it('puts the latest of several new reviews first', async () => {
    const product = reviewed();
    for (const author of ['First', 'Second', 'Third']) {
      clock += 1000;
      await shop.post(`/shop/products/${product.slug}/reviews`, {
        author,
        rating: 4,
        content: 'Fine.',
      });
    }
    const { items } = (await shop.get(`/shop/products/${product.slug}/reviews`)).body;
    expect(items.slice(0, 3).map((r: Review) => r.author)).toEqual(['Third', 'Second', 'First']);
    expect(isNewestFirst(items)).toBe(true);
  });

  it.each([
    [{ author: 'A', rating: 0, content: 'x' }, 'rating'],
    [{ author: 'A', rating: 6, content: 'x' }, 'rating'],
    [{ author: 'A', rating: 3.5, content: 'x' }, 'rating'],
    [{ author: 'A', rating: '5', content: 'x' }, 'rating'],
    [{ author: '   ', rating: 4, content: 'x' }, 'author'],
    [{ author: 'A'.repeat(51), rating: 4, content: 'x' }, 'author'],
    [{ author: 'A', rating: 4, content: 'x'.repeat(2001) }, 'content'],
    [{ author: 'A', rating: 4 }, 'content'],
    [{ author: 42, rating: 4, content: 'x' }, 'author'],
  ])('answers 400 for %j', async (body, field) => {
    const { status, body: answer } = await shop.post(
      `/shop/products/${reviewed().slug}/reviews`,
      body,
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject(problemShape(400));
    expect(Object.keys(answer.errors)).toContain(field);
  });

  it('answers 400 for text that is not well-formed (a lone surrogate), never a 500', async () => {
    const product = reviewed();
    const before = product.reviews;
    for (const body of [
      { author: 'Sam\ud800', rating: 4, content: 'Fine.' },
      { author: 'Sam', rating: 4, content: 'Fine \udc00 pads.' },
    ]) {
      const { status, body: answer } = await shop.post(
        `/shop/products/${product.slug}/reviews`,
        body,
      );
      expect(status).toBe(400);
      expect(answer).toMatchObject(problemShape(400));
    }
    expect(product.reviews).toBe(before);
  });

  it('answers 400 for a body that is not JSON and 404 for an unknown product', async () => {
    expect(
      (await shop.post(`/shop/products/${reviewed().slug}/reviews`, undefined, 'not json')).status,
    ).toBe(400);
    const missing = await shop.post('/shop/products/nope/reviews', {
      author: 'A',
      rating: 4,
      content: 'x',
    });
    expect(missing.status).toBe(404);
  });
});

describe('the author of a review', () => {
  const post = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
    shop.send('POST', `/shop/products/${slug}/reviews`, { body, headers });
  const review = { author: 'Ryan Ford', rating: 5, content: 'Best pads ever.' };

  it('is the signed-in customer’s name, whatever the form sent', async () => {
    const answer = await post(reviewed().slug, review, shop.bearer(42, 'Rita Gale'));
    expect(answer.status).toBe(201);
    expect(answer.body.author).toBe('Rita Gale');
    expect(answer.body.avatar).toMatch(/^avatar-\d\.svg$/);
  });

  it('is cut to the author field’s 50 characters, never inside a character', async () => {
    const longName = `${'Long'.repeat(20)} 😀 Name`;
    const answer = await post(reviewed().slug, review, shop.bearer(43, longName));
    expect(Array.from(answer.body.author as string)).toHaveLength(50);
  });

  it('is the author sent for a guest', async () => {
    const answer = await post(reviewed().slug, { ...review, author: 'Guest Gus' });
    expect(answer.body.author).toBe('Guest Gus');
  });

  it('refuses a bearer that is no longer valid with a 401 (the client refreshes it)', async () => {
    const product = reviewed();
    const before = product.reviews;
    const answer = await post(product.slug, review, { authorization: `Bearer ${'x'.repeat(32)}` });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject(problemShape(401));
    expect(product.reviews).toBe(before);
  });
});
