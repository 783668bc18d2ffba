/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type {
  CheckFilter,
  ColorFilter,
  Product,
  RangeFilter,
  RatingFilter,
} from '@autoparts/shared';
import { createCatalog } from '../../data/catalog';
import { productListQuery } from '../list-query';
import { queryProducts } from '../query-products';

const catalog = createCatalog();

function list(params: Record<string, string>) {
  const answer = queryProducts(catalog, productListQuery.parse(params));
  if (!answer.found) throw new Error(`category ${answer.category} not found`);
  return answer.list;
}

// A slow, obvious version of each filter to check the index against.
const leafTypes = (slug: string) => {
  const node = catalog.tree.bySlug.get(slug)!;
  return new Set([node, ...node.children].map((n) => n.ref.slug));
};
const checks = {
  category: (p: Product, slug: string) => leafTypes(slug).has(p.categories[0]!.slug),
  vehicle: (p: Product, id: number) =>
    p.compatibility === 'all' || (Array.isArray(p.compatibility) && p.compatibility.includes(id)),
  price: (p: Product, [min, max]: number[]) => p.price >= min! && p.price <= max!,
  brand: (p: Product, slugs: string[]) => slugs.includes(p.brand.slug),
  discount: (p: Product, yes: boolean) => (p.compareAtPrice !== null) === yes,
  rating: (p: Product, ratings: number[]) => ratings.includes(Math.round(p.rating)),
  color: (p: Product, colors: string[]) =>
    p.attributes.find((a) => a.slug === 'color')!.values.some((v) => colors.includes(v.slug)),
};
const BRANDS = [
  'zosch',
  'wakita',
  'brandix',
  'kamaro',
  'nordbrake',
  'hammerline',
  'rivolta',
  'andalux',
];
const COLORS = ['black', 'silver', 'red', 'gray', 'yellow'];
const FILTERS = {
  category: (p: Product) => checks.category(p, 'brakes'),
  vehicle: (p: Product) => checks.vehicle(p, 15),
  price: (p: Product) => checks.price(p, [10, 300]),
  brand: (p: Product) => checks.brand(p, BRANDS),
  discount: (p: Product) => checks.discount(p, false),
  rating: (p: Product) => checks.rating(p, [2, 3, 4, 5]),
  color: (p: Product) => checks.color(p, COLORS),
};
const PARAMS = {
  filter_category: 'brakes',
  filter_vehicle: '15',
  filter_price: '10-300',
  filter_brand: BRANDS.join(','),
  filter_discount: 'no',
  filter_rating: '2,3,4,5',
  filter_color: COLORS.join(','),
};
const passingAllBut = (skip: keyof typeof FILTERS | null) =>
  catalog.products.filter((p) =>
    Object.entries(FILTERS).every(([name, test]) => name === skip || test(p)),
  );

describe('product list over every filter at once', () => {
  const result = list({ ...PARAMS, limit: '100' });
  const filter = <T>(slug: string) => result.filters.find((f) => f.slug === slug) as T;

  it('lists exactly the products passing every filter', () => {
    expect(result.total).toBeGreaterThanOrEqual(5);
    expect(result.items.map((p) => p.id)).toEqual(passingAllBut(null).map((p) => p.id));
    expect(result.total).toBe(passingAllBut(null).length);
  });

  it('counts each brand over the products passing every other filter', () => {
    const others = passingAllBut('brand');
    for (const item of filter<CheckFilter>('brand').items) {
      expect(item.count).toBe(others.filter((p) => p.brand.slug === item.slug).length);
    }
  });

  it('counts colours and ratings the same way', () => {
    const colorOthers = passingAllBut('color');
    for (const item of filter<ColorFilter>('color').items) {
      expect(item.count).toBe(colorOthers.filter((p) => checks.color(p, [item.slug])).length);
    }
    const ratingOthers = passingAllBut('rating');
    for (const item of filter<RatingFilter>('rating').items) {
      expect(item.count).toBe(
        ratingOthers.filter((p) => Math.round(p.rating) === item.rating).length,
      );
    }
  });

  it('bounds the price range by the products passing every other filter, on the price step', () => {
    const prices = passingAllBut('price').map((p) => p.price);
    const range = filter<RangeFilter>('price');
    expect(range.value).toEqual([10, 300]);
    expect(range.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(range.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(range.max - Math.max(...prices)).toBeLessThan(10);
  });

  it('counts the discount choices and the categories the same way', () => {
    const discountOthers = passingAllBut('discount');
    const discount = result.filters.find((f) => f.slug === 'discount') as CheckFilter;
    const yes = discountOthers.filter((p) => p.compareAtPrice !== null).length;
    expect(discount.items).toEqual([
      { slug: 'any', name: 'Any', count: discountOthers.length },
      { slug: 'yes', name: 'Yes', count: yes },
      { slug: 'no', name: 'No', count: discountOthers.length - yes },
    ]);
    const categoryOthers = passingAllBut('category');
    const category = filter<{ items: { slug: string; type: string; count: number }[] }>('category');
    expect(category.items[0]).toMatchObject({ slug: 'brakes', type: 'current' });
    for (const item of category.items) {
      expect(item.count).toBe(categoryOthers.filter((p) => checks.category(p, item.slug)).length);
    }
  });
});

describe('product list sorting', () => {
  it('sorts by name both ways and by id by default', () => {
    const byName = list({ sort: 'name_asc', limit: '100' }).items.map((p) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const desc = list({ sort: 'name_desc', limit: '5' }).items.map((p) => p.name.toLowerCase());
    const all = catalog.products.map((p) => p.name.toLowerCase()).sort();
    expect(desc).toEqual(all.reverse().slice(0, 5));
    expect(list({}).items.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('pages through a sorted, filtered list without gaps or repeats', () => {
    const params = { sort: 'name_asc', filter_discount: 'yes', limit: '7' };
    const first = list(params);
    const seen = [];
    for (let page = 1; page <= first.pages; page++)
      seen.push(...list({ ...params, page: String(page) }).items);
    const expected = catalog.products
      .filter((p) => p.compareAtPrice !== null)
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    expect(seen.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(first).toMatchObject({
      total: expected.length,
      pages: Math.ceil(expected.length / 7),
      from: 1,
      to: 7,
    });
  });
});
