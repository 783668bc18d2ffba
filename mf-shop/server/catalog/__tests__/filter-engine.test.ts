/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { buildCatalogIndex, type IndexedProduct } from '../catalog-index';
import { evaluate, NO_CRITERIA, selectPage, type Criteria } from '../filter-engine';
import type { Product } from '@autoparts/shared';
import type { ColorSlug } from '../../data/palette';

/** A product as the index sees it; the rest of the Product is irrelevant to the filters. */
function entry(
  id: number,
  typeIndex: number,
  brandIndex: number,
  price: number,
  options: {
    sale?: boolean;
    rating?: number;
    colors?: ColorSlug[];
    fits?: Product['compatibility'];
  } = {},
): IndexedProduct {
  const product = {
    id,
    name: `Part ${id}`,
    price,
    compareAtPrice: options.sale ? price + 10 : null,
    rating: options.rating ?? 4,
    compatibility: options.fits ?? 'all',
  } as Product;
  return { product, typeIndex, brandIndex, colors: options.colors ?? ['black'] };
}

// white = bit 0, black = bit 5, red = bit 6 in the palette.
const ENTRIES = [
  entry(1, 0, 0, 10, { colors: ['black'], rating: 5 }),
  entry(2, 0, 1, 20, { colors: ['red'], sale: true, fits: [7, 8] }),
  entry(3, 1, 1, 30, { colors: ['black', 'red'], rating: 3.4, fits: 'unknown' }),
  entry(4, 1, 2, 40, { colors: ['white'], sale: true, rating: 2.5 }),
  entry(5, 2, 0, 50, { colors: ['black'], fits: [8] }),
];
const index = buildCatalogIndex(ENTRIES, 10);
const SIZES = { partTypes: 3, brands: 3, colors: 20 };
const run = (criteria: Partial<Criteria>) =>
  evaluate(index, { ...NO_CRITERIA, ...criteria }, SIZES);
const matching = (criteria: Partial<Criteria>) =>
  Array.from(run(criteria).matches.entries())
    .filter(([, m]) => m)
    .map(([i]) => i + 1);

describe('filter evaluation', () => {
  it('matches everything without filters and counts every facet over all products', () => {
    const result = run({});
    expect(result.total).toBe(5);
    expect(Array.from(result.brandCounts)).toEqual([2, 2, 1]);
    expect(Array.from(result.partTypeCounts)).toEqual([2, 2, 1]);
    expect(Array.from(result.discountCounts)).toEqual([3, 2]);
    expect(result.ratingCounts[5]).toBe(1);
    expect(result.ratingCounts[4]).toBe(1 + 1);
    expect(result.ratingCounts[3]).toBe(2);
    expect(result.priceBounds).toEqual([10, 50]);
  });

  it('rounds ratings for the rating filter (2.5 -> 3, 3.4 -> 3)', () => {
    expect(matching({ ratings: Uint8Array.from([0, 0, 0, 1, 0, 0]) })).toEqual([3, 4]);
  });

  it('matches a vehicle by compatibility "all" or a listed id, never "unknown"', () => {
    expect(matching({ vehicle: 8 })).toEqual([1, 2, 4, 5]);
    expect(matching({ vehicle: 7 })).toEqual([1, 2, 4]);
    // An id beyond the indexed range still finds the universal parts.
    expect(matching({ vehicle: 999 })).toEqual([1, 4]);
  });

  it('matches a colour when the product has any chosen colour', () => {
    expect(matching({ colors: 1 << 6 })).toEqual([2, 3]);
    expect(matching({ colors: 0 })).toEqual([]);
  });

  it('treats the price range as inclusive', () => {
    expect(matching({ price: [20, 40] })).toEqual([2, 3, 4]);
  });

  it('counts a brand over the products passing every other filter, ignoring the brand filter itself', () => {
    const result = run({ brands: Uint8Array.from([1, 0, 0]), discounted: 1 });
    // Only brand 0 is chosen and no brand-0 product is on sale.
    expect(result.total).toBe(0);
    // On sale: #2 (brand 1) and #4 (brand 2); the brand filter does not narrow its own counts.
    expect(Array.from(result.brandCounts)).toEqual([0, 1, 1]);
    // The discount facet still honours the brand filter: brand 0 has two products without sale.
    expect(Array.from(result.discountCounts)).toEqual([2, 0]);
  });

  it('gives the price bounds of products passing every filter but price', () => {
    const result = run({ price: [10, 10], partTypes: Uint8Array.from([0, 1, 0]) });
    expect(result.total).toBe(0);
    expect(result.priceBounds).toEqual([30, 40]);
    expect(run({ partTypes: Uint8Array.from([0, 0, 0]) }).priceBounds).toBeNull();
  });

  it('leaves a product the search did not find out of the list and out of every count', () => {
    const onlyFourth = Uint8Array.from([0, 0, 0, 1, 0]);
    expect(matching({ found: onlyFourth })).toEqual([4]);
    const result = run({ found: onlyFourth, brands: Uint8Array.from([1, 0, 0]) });
    expect(result.total).toBe(0);
    // Unlike a facet, the search narrows the brand counts as well.
    expect(Array.from(result.brandCounts)).toEqual([0, 0, 1]);
    expect(Array.from(result.partTypeCounts)).toEqual([0, 0, 0]);
    expect(result.priceBounds).toBeNull();
  });

  it('counts each colour of a multi-colour product', () => {
    const result = run({ partTypes: Uint8Array.from([0, 1, 0]) });
    expect(result.colorCounts[5]).toBe(1);
    expect(result.colorCounts[6]).toBe(1);
    expect(result.colorCounts[0]).toBe(1);
  });
});

describe('page selection', () => {
  const matches = Uint8Array.from([1, 0, 1, 1, 1]);

  it('takes the matching positions of the page in catalog order', () => {
    expect(selectPage(matches, null, false, 0, 2)).toEqual([0, 2]);
    expect(selectPage(matches, null, false, 2, 2)).toEqual([3, 4]);
    expect(selectPage(matches, null, false, 4, 2)).toEqual([]);
  });

  it('follows a sort order, forwards or backwards', () => {
    const order = Uint32Array.from([4, 3, 2, 1, 0]);
    expect(selectPage(matches, order, false, 0, 3)).toEqual([4, 3, 2]);
    expect(selectPage(matches, order, true, 0, 3)).toEqual([0, 2, 3]);
  });

  it('follows an order of some positions only (a search, best first), leaving out the rest', () => {
    const ranked = Uint32Array.from([3, 0]);
    expect(selectPage(matches, ranked, false, 0, 5)).toEqual([3, 0]);
    expect(selectPage(matches, ranked, false, 1, 5)).toEqual([0]);
  });
});
