/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { CheckFilter, Product, RangeFilter } from '@autoparts/shared';
import { APP_CATALOG_SIZE } from '../data/catalog';
import { ProductSearch } from '../search/product-search';
import { problemShape, serveShopSlice } from './shop-server';

// The app's own catalog: its sizes and facets are what the tests count.
const shop = serveShopSlice({ catalogSize: APP_CATALOG_SIZE });

/** What the engine finds for the text, with `also` on top: the set a list and its counts cover. */
function found(text: string, also: (p: Product) => boolean = () => true): Product[] {
  const { positions } = ProductSearch.of(shop.catalog).search(text);
  return [...positions].map((i) => shop.catalog.products[i]!).filter(also);
}

const list = async (query: string) => {
  const answer = await shop.get(`/shop/products?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/shop/products?filter_q', () => {
  it('ranks by relevance: the products named for the text come first, in any case', async () => {
    const body = await list('filter_q=HeadLight&limit=16');
    expect(body.total).toBe(found('headlight').length);
    expect(body.total).toBeGreaterThan(16);
    for (const p of body.items as Product[]) expect(p.name).toMatch(/Headlight/);
  });

  it('wants every word, in any order', async () => {
    const body = await list('filter_q=led%20%20BRANDIX&limit=100');
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items as Product[]) {
      expect(p.brand.slug).toBe('brandix');
      expect(`${p.name} ${p.description}`).toMatch(/LED/i);
    }
  });

  it('finds a product first by any of its numbers, however it is written', async () => {
    const product = shop.catalog.products.find((p) => p.oem.length && p.interchange.length)!;
    const spaced = product.partNumber.replace(/-/g, ' ').toLowerCase();
    const numbers = [product.sku, spaced, product.oem[0]!.number, product.interchange[0]!.number];
    for (const text of numbers) {
      const body = await list(`filter_q=${encodeURIComponent(text)}`);
      expect(body.items[0]?.id).toBe(product.id);
    }
  });

  it('narrows every filter count too: the search is not a facet', async () => {
    const body = await list('filter_q=headlight&filter_brand=brandix');
    const byBrand = (slug: string) => found('headlight', (p) => p.brand.slug === slug).length;
    expect(body.total).toBe(byBrand('brandix'));

    const brands = body.filters.find((f: CheckFilter) => f.slug === 'brand') as CheckFilter;
    expect(brands.items.length).toBeGreaterThan(1);
    for (const item of brands.items) expect(item.count).toBe(byBrand(item.slug));

    // The other facets count the chosen brand's matches only.
    const chosen = found('headlight', (p) => p.brand.slug === 'brandix');
    const discount = body.filters.find((f: CheckFilter) => f.slug === 'discount') as CheckFilter;
    expect(discount.items.find((i) => i.slug === 'yes')?.count ?? 0).toBe(
      chosen.filter((p) => p.compareAtPrice !== null).length,
    );
    const price = body.filters.find((f: RangeFilter) => f.slug === 'price') as RangeFilter;
    expect(price.min).toBeLessThanOrEqual(Math.min(...chosen.map((p) => p.price)));
    expect(price.max).toBeGreaterThanOrEqual(Math.max(...chosen.map((p) => p.price)));
  });

  it("ranks the parts that fit the shopper's vehicle first, leaving none out", async () => {
    const fitting = (p: Product, vehicle: number) =>
      p.compatibility === 'all' ||
      (Array.isArray(p.compatibility) && p.compatibility.includes(vehicle));
    const plain = await list('filter_q=brake%20pad&limit=100');
    // A vehicle that the first-ranked pad does not fit, but some other pad does.
    const last = [...(plain.items as Product[])]
      .reverse()
      .find((p) => Array.isArray(p.compatibility) && p.compatibility.length > 0)!;
    const vehicle = (last.compatibility as number[])[0]!;
    expect(fitting(plain.items[0], vehicle)).toBe(false);
    const preferred = await list(`filter_q=brake%20pad&limit=100&prefer_vehicle=${vehicle}`);
    expect(preferred.total).toBe(plain.total);
    expect(fitting(preferred.items[0], vehicle)).toBe(true);
  });

  it('sorts the matches by name when asked, instead of by relevance', async () => {
    const body = await list('filter_q=muffler&sort=name_asc&limit=100');
    const names = (body.items as Product[]).map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.total).toBe(found('muffler').length);
  });

  it('trims the text; blank text searches nothing', async () => {
    expect((await list('filter_q=%20%20%20')).total).toBe(2400);
    expect((await list('filter_q=%20headlight%20')).total).toBe(found('headlight').length);
  });

  it.each([
    ['punctuation', '!!! ??? ... ///'],
    ['SQL', "'; DROP TABLE shop.products; --"],
    ['regular expression characters', '.*+?^${}()|[]\\'],
    ['right-to-left text', 'فرامل \u200Fbrake'],
    ['zero-width and control characters', 'br\u200Bake\u0007 pad'],
  ])('answers %s with a list, never an error', async (_kind, text) => {
    const body = await list(`filter_q=${encodeURIComponent(text)}`);
    expect(Array.isArray(body.items)).toBe(true);
  });

  it('answers bytes that are not UTF-8 (a lone surrogate half, 0xFF) with a list', async () => {
    for (const bytes of ['%ED%A0%80brake', '%FF%FE', 'brake%C0']) {
      expect(Array.isArray((await list(`filter_q=${bytes}`)).items)).toBe(true);
    }
  });

  it('offers what the shopper may have meant when the search finds nothing', async () => {
    const product = shop.catalog.products[0]!;
    const wrong = product.partNumber.replace(/\d\d$/, (digits) =>
      digits.split('').reverse().join(''),
    );
    expect(wrong).not.toBe(product.partNumber);
    const byNumber = await list(`filter_q=${encodeURIComponent(wrong)}`);
    expect(byNumber.total).toBe(0);
    expect(byNumber.didYouMean).toContain(product.partNumber);
    const filtered = await list('filter_q=muffler&filter_brand=no-such-brand');
    expect(filtered.total).toBe(0);
    expect(filtered.didYouMean).toBeUndefined();
    const found = await list('filter_q=muffler');
    expect(found.didYouMean).toBeUndefined();
  });

  it('answers an empty list with empty counts when nothing matches', async () => {
    const body = await list('filter_q=flux%20capacitor');
    expect(body).toMatchObject({ items: [], total: 0, pages: 0, from: 0, to: 0 });
    const brands = body.filters.find((f: CheckFilter) => f.slug === 'brand') as CheckFilter;
    expect(brands.items).toEqual([]);
  });

  it('searches by the first 100 characters of a long text, and refuses one of over 4,000', async () => {
    const pasted = await list(`filter_q=${'muffler%20'.repeat(120)}`);
    expect(pasted.total).toBe(found('muffler').length);
    expect((await list(`filter_q=${'a'.repeat(1000)}`)).total).toBe(0);
    const { status, body } = await shop.get(`/shop/products?filter_q=${'a'.repeat(4001)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(problemShape(400));
    expect(Object.keys(body.errors)).toContain('filter_q');
  });
});

describe('suggestions and the list agree', () => {
  it.each(['brandix led', 'brkae hose', 'HAM-BH1945', 'disc'])(
    'suggests for "%s" the first products of the searched list',
    async (text) => {
      const query = encodeURIComponent(text);
      const { body } = await shop.get(`/shop/search/suggestions?query=${query}&limitProducts=3`);
      const listed = await list(`filter_q=${query}&limit=3`);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.map((p: Product) => p.id)).toEqual(
        listed.items.map((p: Product) => p.id),
      );
    },
  );

  it('suggests what the shopper may have meant when nothing is found', async () => {
    const { body } = await shop.get('/shop/search/suggestions?query=headlite%20bulbz');
    expect(body).toMatchObject({ products: [], categories: [] });
    expect(body.didYouMean).toEqual(['headlight bulb']);
  });

  it('says which number a product was suggested for', async () => {
    const product = shop.catalog.products.find((p) => p.oem.length)!;
    const oem = product.oem[0]!;
    const query = encodeURIComponent(oem.number.toLowerCase().replace(/[-\s]/g, ''));
    const { body } = await shop.get(`/shop/search/suggestions?query=${query}`);
    expect(body.products[0]).toMatchObject({
      id: product.id,
      matchedNumber: { kind: 'oem', brand: oem.brand, number: oem.number },
    });
    const byName = await shop.get(`/shop/search/suggestions?query=muffler`);
    expect(byName.body.products[0].matchedNumber).toBeUndefined();
  });
});
