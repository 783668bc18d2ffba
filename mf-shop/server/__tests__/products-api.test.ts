/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { Product } from '@autoparts/shared';
import { APP_CATALOG_SIZE } from '../data/catalog';
import { problemShape, serveShopSlice } from './shop-server';

// The app's own catalog: its sizes and facets are what the tests count.
const shop = serveShopSlice({ catalogSize: APP_CATALOG_SIZE });

describe('GET /api/shop/products', () => {
  it('answers the first 16 products with paging facts and every filter', async () => {
    const { status, body } = await shop.get('/shop/products');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      limit: 16,
      sort: 'default',
      total: 2400,
      pages: 150,
      from: 1,
      to: 16,
    });
    expect(body.items).toHaveLength(16);
    expect(body.filters.map((f: { slug: string; type: string }) => `${f.slug}:${f.type}`)).toEqual([
      'category:category',
      'vehicle:vehicle',
      'price:range',
      'brand:check',
      'discount:radio',
      'rating:rating',
      'color:color',
    ]);
    const price = body.filters[2];
    expect(price).toMatchObject({ min: 0, value: [price.min, price.max] });
    expect(price.max % 10).toBe(0);
  });

  it('pages and sorts', async () => {
    const { body } = await shop.get('/shop/products?page=3&limit=5&sort=name_desc');
    expect(body).toMatchObject({
      page: 3,
      limit: 5,
      from: 11,
      to: 15,
      sort: 'name_desc',
      pages: 480,
    });
    const names = body.items.map((p: Product) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('filters by a department including its subcategories', async () => {
    const { body } = await shop.get('/shop/products?filter_category=brakes&limit=100');
    expect(body.total).toBeGreaterThan(100);
    for (const p of body.items as Product[]) expect(p.categories[0]?.parent?.slug).toBe('brakes');
    const category = body.filters[0];
    expect(category.value).toBe('brakes');
    expect(category.items.map((i: { type: string }) => i.type)).toEqual([
      'current',
      'child',
      'child',
      'child',
      'child',
    ]);
  });

  it('filters by vehicle, price, brand, discount, rating and colour together', async () => {
    const query =
      'filter_vehicle=100&filter_price=20-400&filter_brand=zosch,brandix,wakita&filter_discount=any&filter_rating=3,4,5&filter_color=black,silver&limit=100';
    const { status, body } = await shop.get(`/shop/products?${query}`);
    expect(status).toBe(200);
    for (const p of body.items as Product[]) {
      expect(
        p.compatibility === 'all' ||
          (Array.isArray(p.compatibility) && p.compatibility.includes(100)),
      ).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(20);
      expect(p.price).toBeLessThanOrEqual(400);
      expect(['zosch', 'brandix', 'wakita']).toContain(p.brand.slug);
      expect([3, 4, 5]).toContain(Math.round(p.rating));
    }
    expect(body.filters[1]).toEqual({
      type: 'vehicle',
      slug: 'vehicle',
      name: 'Vehicle',
      value: 100,
    });
    expect(body.filters[3].value).toEqual(['zosch', 'brandix', 'wakita']);
  });

  it('treats an empty parameter as a missing one', async () => {
    const { status, body } = await shop.get('/shop/products?filter_brand=&filter_price=&page=');
    expect(status).toBe(200);
    expect(body.total).toBe(2400);
  });

  it('answers an empty page past the end', async () => {
    const { status, body } = await shop.get('/shop/products?page=999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ items: [], from: 0, to: 0, page: 999 });
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await shop.get('/shop/products?filter_category=flux-capacitors');
    expect(status).toBe(404);
    expect(body).toEqual({ ...problemShape(404), title: 'Page Not Found', errors: {} });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=2.5', 'limit'],
    ['sort=price', 'sort'],
    ['filter_price=cheap', 'filter_price'],
    ['filter_price=50-10', 'filter_price'],
    ['filter_rating=6', 'filter_rating'],
    ['filter_rating=4,x', 'filter_rating'],
    ['filter_discount=maybe', 'filter_discount'],
    ['filter_vehicle=-3', 'filter_vehicle'],
  ])('answers 400 for %s', async (query, field) => {
    const { status, body } = await shop.get(`/shop/products?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(problemShape(400));
    expect(Object.keys(body.errors).join()).toContain(field);
  });
});

describe('a product by slug', () => {
  it('answers the product over GET and over the spec path POST /api/Product/getProductBySlug', async () => {
    const slug = shop.catalog.products[41]!.slug;
    const viaGet = await shop.get(`/shop/products/${slug}`);
    const viaPost = await shop.post('/Product/getProductBySlug', { slug });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body).toMatchObject({ id: 42, slug });
    expect(viaPost.body).toEqual(viaGet.body);
  });

  it('answers 404 Product not found for an unknown slug', async () => {
    for (const answer of [
      await shop.get('/shop/products/no-such-part'),
      await shop.post('/Product/getProductBySlug', { slug: 'no-such-part' }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ...problemShape(404), title: 'Product not found' });
    }
  });

  it('answers 400 for a missing slug or a body that is not JSON', async () => {
    expect((await shop.post('/Product/getProductBySlug', {})).status).toBe(400);
    expect((await shop.post('/Product/getProductBySlug', { slug: '  ' })).status).toBe(400);
    expect((await shop.post('/Product/getProductBySlug', undefined, '{slug')).status).toBe(400);
  });
});

describe('related products and product lists', () => {
  it('relates products of the same type, not the product itself', async () => {
    const product = shop.catalog.products[9]!;
    const { status, body } = await shop.get(`/shop/products/${product.slug}/related`);
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    expect(body.map((p: Product) => p.id)).not.toContain(product.id);
    for (const p of body as Product[]) expect(p.type.slug).toBe(product.type.slug);
    expect((await shop.get(`/shop/products/${product.slug}/related?limit=3`)).body).toHaveLength(3);
    expect((await shop.get('/shop/products/nope/related')).status).toBe(404);
  });

  it.each(['featured', 'popular', 'top-rated', 'special-offers', 'latest'])(
    'answers the %s list',
    async (list) => {
      const { status, body } = await shop.get(`/shop/lists/${list}`);
      expect(status).toBe(200);
      expect(body).toHaveLength(8);
      const brakes = await shop.get(`/shop/lists/${list}?limit=3&category=brakes`);
      expect(brakes.body).toHaveLength(3);
      for (const p of brakes.body as Product[])
        expect(p.categories[0]?.parent?.slug).toBe('brakes');
    },
  );

  it('orders the lists by what they mean', async () => {
    const popular = (await shop.get('/shop/lists/popular?limit=20')).body as Product[];
    expect(popular.map((p) => p.reviews)).toEqual(
      [...popular.map((p) => p.reviews)].sort((a, b) => b - a),
    );
    const offers = (await shop.get('/shop/lists/special-offers')).body as Product[];
    for (const p of offers) expect(p.compareAtPrice).toBeGreaterThan(p.price);
    const top = (await shop.get('/shop/lists/top-rated')).body as Product[];
    expect(top.map((p) => p.rating)).toEqual([...top.map((p) => p.rating)].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown list or category and 400 for a bad limit', async () => {
    expect((await shop.get('/shop/lists/bargains')).status).toBe(404);
    expect((await shop.get('/shop/lists/latest?category=nope')).status).toBe(404);
    expect((await shop.get('/shop/lists/latest?limit=0')).status).toBe(400);
    expect((await shop.get('/shop/lists/latest?limit=many')).status).toBe(400);
  });
});

describe('GET /api/WeatherForecast/Testing', () => {
  it('answers a small JSON list', async () => {
    const { status, body } = await shop.get('/WeatherForecast/Testing');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      temperatureC: expect.any(Number),
      temperatureF: expect.any(Number),
      summary: expect.any(String),
    });
  });
});
