/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { Category, Product } from '@autoparts/shared';
import { APP_CATALOG_SIZE } from '../data/catalog';
import { problemShape, serveShopSlice } from './shop-server';

// The app's own catalog: its sizes and facets are what the tests count.
const shop = serveShopSlice({ catalogSize: APP_CATALOG_SIZE });

describe('categories', () => {
  it('lists the departments, with children down to the asked depth', async () => {
    const flat = (await shop.get('/shop/categories')).body as Category[];
    expect(flat).toHaveLength(12);
    expect(
      flat.every((c) => c.children.length === 0 && c.parent === null && c.layout === 'categories'),
    ).toBe(true);
    const deep = (await shop.get('/shop/categories?depth=1')).body as Category[];
    expect(deep.reduce((n, c) => n + c.children.length, 0)).toBe(49);
    expect(deep[0]!.children[0]!.parent).toMatchObject({ slug: deep[0]!.slug, children: [] });
  });

  it('lists a parent’s children, or the named categories in the asked order', async () => {
    const children = (await shop.get('/shop/categories?parent=brakes')).body as Category[];
    expect(children.map((c) => c.slug)).toEqual([
      'brake-pads',
      'brake-rotors',
      'brake-calipers',
      'brake-hoses',
    ]);
    const named = (await shop.get('/shop/categories?slugs=tires,nope,brakes')).body as Category[];
    expect(named.map((c) => c.slug)).toEqual(['tires', 'brakes']);
  });

  it('answers a category by slug with its parent chain and item count', async () => {
    const { status, body } = await shop.get('/shop/categories/brake-pads');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'brake-pads',
      type: 'shop',
      layout: 'products',
      children: [],
    });
    expect(body.parent).toMatchObject({ slug: 'brakes', parent: null });
    expect(body.items).toBeGreaterThan(20);
    expect(body.image).toBe('brake-pads-1.svg');
    const department = (await shop.get('/shop/categories/brakes?depth=1')).body as Category;
    expect(department.children).toHaveLength(4);
    expect(department.items).toBe(department.children.reduce((n, c) => n + c.items, 0));
  });

  it('answers 404 for unknown slugs and 400 for a bad depth', async () => {
    const missing = await shop.get('/shop/categories/flux-capacitors');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ...problemShape(404), title: 'Page Not Found' });
    expect((await shop.get('/shop/categories?parent=nope')).status).toBe(404);
    expect((await shop.get('/shop/categories?depth=9')).status).toBe(400);
    expect((await shop.get('/shop/categories/brakes?depth=-1')).status).toBe(400);
  });
});

describe('search suggestions', () => {
  it('suggests 4 products and 4 categories by default', async () => {
    const { status, body } = await shop.get('/shop/search/suggestions?query=brake');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(4);
    expect(body.categories).toHaveLength(4);
    for (const p of body.products as Product[]) expect(p.name.toLowerCase()).toContain('brake');
    for (const c of body.categories as Category[]) expect(c.name.toLowerCase()).toContain('brake');
  });

  it('honours the limits the client asks (3 and 4) and ignores case', async () => {
    const { body } = await shop.get(
      '/shop/search/suggestions?query=FILTER&limitProducts=3&limitCategories=4',
    );
    expect(body.products).toHaveLength(3);
    expect(body.categories.map((c: Category) => c.slug)).toEqual([
      'filters',
      'oil-filters',
      'air-filters',
      'cabin-air-filters',
    ]);
    const none = (
      await shop.get('/shop/search/suggestions?query=oil&limitProducts=0&limitCategories=1')
    ).body;
    expect(none.products).toEqual([]);
    expect(none.categories).toHaveLength(1);
  });

  it('keeps to products that fit a vehicle when one is given', async () => {
    const { body } = await shop.get(
      '/shop/search/suggestions?query=a&limitProducts=20&vehicle=321',
    );
    for (const p of body.products as Product[]) {
      expect(
        p.compatibility === 'all' ||
          (Array.isArray(p.compatibility) && p.compatibility.includes(321)),
      ).toBe(true);
    }
  });

  it('answers nothing for an empty or unmatched query', async () => {
    expect((await shop.get('/shop/search/suggestions?query=%20')).body).toEqual({
      products: [],
      categories: [],
    });
    expect((await shop.get('/shop/search/suggestions?query=zzzqqq')).body).toEqual({
      products: [],
      categories: [],
      didYouMean: [],
    });
  });

  it('answers 400 for bad limits or an overlong query', async () => {
    expect((await shop.get('/shop/search/suggestions?query=a&limitProducts=21')).status).toBe(400);
    expect((await shop.get('/shop/search/suggestions?query=a&limitCategories=-1')).status).toBe(
      400,
    );
    expect((await shop.get(`/shop/search/suggestions?query=${'a'.repeat(4001)}`)).status).toBe(400);
  });

  it('searches a pasted paragraph by its first 100 characters', async () => {
    const pasted = encodeURIComponent('muffler '.repeat(130));
    const { status, body } = await shop.get(`/shop/search/suggestions?query=${pasted}`);
    expect(status).toBe(200);
    expect(body.products[0].name).toMatch(/Muffler/);
  });
});

describe('brands and images', () => {
  it('lists the 19 brands', async () => {
    const { body } = await shop.get('/shop/brands');
    expect(body).toHaveLength(19);
    expect(body[0]).toEqual({
      slug: 'brandix',
      name: 'Brandix',
      country: 'US',
      image: 'brandix.svg',
    });
  });

  it('serves product, brand and avatar drawings as SVG', async () => {
    for (const path of [
      'products/brake-pads-1.svg',
      'products/tires-4.svg',
      'brands/zosch.svg',
      'avatars/avatar-3.svg',
    ]) {
      const answer = await shop.get(`/shop/images/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toContain('image/svg+xml');
      expect(answer.body).toMatch(/^<svg /);
    }
  });

  it('answers 404 for anything else', async () => {
    for (const path of [
      'products/brake-pads-5.svg',
      'products/warp-drive-1.svg',
      'avatars/avatar-9.svg',
      'secrets/x.svg',
      'products/..%2Fx.svg',
      // Names of Object.prototype's members are not part types.
      'products/constructor-1.svg',
      'products/hasownproperty-2.svg',
      'products/valueof-1.svg',
      'brands/constructor.svg',
      'avatars/constructor.svg',
    ]) {
      const answer = await shop.get(`/shop/images/${path}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject(problemShape(404));
    }
  });
});
