/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { CheckFilter, Product, RangeFilter } from '@autoparts/shared';
import { APP_CATALOG_SIZE } from '../data/catalog';
import { problemShape, serveShopSlice } from './shop-server';

// The app's own catalog: its sizes and facets are what the tests count.
const shop = serveShopSlice({ catalogSize: APP_CATALOG_SIZE });

/** The slow, obvious search to check the API against. */
function matching(words: string[], also: (p: Product) => boolean = () => true): Product[] {
  return shop.catalog.products.filter((p) => {
    const text = `${p.name} ${p.sku} ${p.partNumber}`.toLowerCase();
    return words.every((w) => text.includes(w)) && also(p);
  });
}

const list = async (query: string) => {
  const answer = await shop.get(`/shop/products?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/shop/products?filter_q', () => {
  it('lists the products whose name holds the text, case-insensitively', async () => {
    const body = await list('filter_q=HeadLight&limit=100');
    const expected = matching(['headlight']);
    expect(expected.length).toBeGreaterThan(16);
    expect(body.total).toBe(expected.length);
    expect(body.items.map((p: Product) => p.id)).toEqual(expected.slice(0, 100).map((p) => p.id));
  });

  it('wants every word, in any order and anywhere in the name', async () => {
    const body = await list('filter_q=led%20%20BRANDIX&limit=100');
    const expected = matching(['led', 'brandix']);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    for (const p of body.items as Product[]) {
      expect(p.name.toLowerCase()).toContain('led');
      expect(p.name.toLowerCase()).toContain('brandix');
    }
  });

  it('finds a product by its SKU or part number', async () => {
    const product = shop.catalog.products[3]!;
    for (const text of [product.sku, product.partNumber.toLowerCase()]) {
      const body = await list(`filter_q=${encodeURIComponent(text)}`);
      expect(body.items.map((p: Product) => p.id)).toContain(product.id);
      expect(body.total).toBe(matching([text.toLowerCase()]).length);
    }
  });

  it('narrows every filter count too: the search is not a facet', async () => {
    const body = await list('filter_q=headlight&filter_brand=brandix');
    const byBrand = (slug: string) => matching(['headlight'], (p) => p.brand.slug === slug).length;
    expect(body.total).toBe(byBrand('brandix'));

    const brands = body.filters.find((f: CheckFilter) => f.slug === 'brand') as CheckFilter;
    expect(brands.items.length).toBeGreaterThan(1);
    for (const item of brands.items) expect(item.count).toBe(byBrand(item.slug));

    // The other facets count the chosen brand's headlights only.
    const found = matching(['headlight'], (p) => p.brand.slug === 'brandix');
    const discount = body.filters.find((f: CheckFilter) => f.slug === 'discount') as CheckFilter;
    expect(discount.items.find((i) => i.slug === 'yes')?.count).toBe(
      found.filter((p) => p.compareAtPrice !== null).length,
    );
    const categories = body.filters[0].items as { slug: string; count: number }[];
    expect(categories.filter((c) => c.count > 0).map((c) => c.slug)).toEqual([
      found[0]!.categories[0]!.parent!.slug,
    ]);
    const price = body.filters.find((f: RangeFilter) => f.slug === 'price') as RangeFilter;
    expect(price.min).toBeLessThanOrEqual(Math.min(...found.map((p) => p.price)));
    expect(price.max).toBeGreaterThanOrEqual(Math.max(...found.map((p) => p.price)));
  });

  it('trims the text; blank text searches nothing', async () => {
    expect((await list('filter_q=%20%20%20')).total).toBe(2400);
    expect((await list('filter_q=%20headlight%20')).total).toBe(matching(['headlight']).length);
  });

  it('answers an empty list with empty counts when nothing matches', async () => {
    const body = await list('filter_q=flux%20capacitor');
    expect(body).toMatchObject({ items: [], total: 0, pages: 0, from: 0, to: 0 });
    const brands = body.filters.find((f: CheckFilter) => f.slug === 'brand') as CheckFilter;
    expect(brands.items).toEqual([]);
  });

  it('takes up to 100 characters and answers 400 for more', async () => {
    expect((await shop.get(`/shop/products?filter_q=${'a'.repeat(100)}`)).status).toBe(200);
    const { status, body } = await shop.get(`/shop/products?filter_q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(problemShape(400));
    expect(Object.keys(body.errors)).toContain('filter_q');
  });
});

describe('suggestions and the list agree', () => {
  it('suggests products with every word, each of them in the searched list', async () => {
    const { body } = await shop.get(
      '/shop/search/suggestions?query=brandix%20led&limitProducts=3&limitCategories=4',
    );
    expect(body.products).toHaveLength(3);
    const listed = await list('filter_q=brandix%20led&limit=100');
    const ids = listed.items.map((p: Product) => p.id);
    for (const p of body.products as Product[]) expect(ids).toContain(p.id);
  });
});
