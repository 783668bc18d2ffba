import type { CatalogIndex } from './catalog-index';
// One bit per filter. A product's mask has the bit of every filter it passes.
export const FILTER_BITS = {
  category: 1,
  vehicle: 2,
  price: 4,
  brand: 8,
  discount: 16,
  rating: 32,
  color: 64,
} as const;
const ALL = 127;

/** Filter values resolved to index terms; null means "not filtering". */
export interface Criteria {
  /** By part type index: 1 if the chosen category's subtree holds it. */
  partTypes: Uint8Array | null;
  vehicle: number | null;
  price: readonly [number, number] | null;
  /** By brand index. */
  brands: Uint8Array | null;
  /** 1: with compareAtPrice, 0: without. */
  discounted: 0 | 1 | null;
  /** By rounded rating 0..5. */
  ratings: Uint8Array | null;
  /** Colour bits; a product passes when it has any of them (0 matches nothing). */
  colors: number | null;
  /**
   * By position, 1 for the products a search found (search/product-search.ts). A product it did
   * not find is out of the list and out of every count (the search is not a facet).
   */
  found: Uint8Array | null;
}

export const NO_CRITERIA: Criteria = {
  partTypes: null,
  vehicle: null,
  price: null,
  brands: null,
  discounted: null,
  ratings: null,
  colors: null,
  found: null,
};

/**
 * What a list and its filter panel need, from one pass over the catalog. Each facet counts the
 * products that pass every OTHER filter, so a count says what choosing that item would give.
 */
export interface Evaluation {
  /** 1 for products passing every filter. */
  matches: Uint8Array;
  total: number;
  partTypeCounts: Uint32Array;
  brandCounts: Uint32Array;
  /** [without, with] compareAtPrice. */
  discountCounts: Uint32Array;
  ratingCounts: Uint32Array;
  colorCounts: Uint32Array;
  /** Price bounds of the products passing every filter but price; null when there are none. */
  priceBounds: [number, number] | null;
}

/** By position, 1 for the products that fit the vehicle (compatibility 'all' or listing it). */
export function vehicleMarks(index: CatalogIndex, vehicle: number): Uint8Array {
  const marks = index.fitsAll.slice();
  if (vehicle <= index.maxVehicleId) {
    const end = index.vehicleStart[vehicle + 1]!;
    for (let k = index.vehicleStart[vehicle]!; k < end; k++) marks[index.vehicleProducts[k]!] = 1;
  }
  return marks;
}

/** Adds one to the count of each colour bit set (a product has one to four colours). */
function countColors(counts: Uint32Array, mask: number): void {
  for (let bits = mask; bits !== 0; bits &= bits - 1) counts[31 - Math.clz32(bits & -bits)]!++;
}

export function evaluate(
  index: CatalogIndex,
  criteria: Criteria,
  sizes: { partTypes: number; brands: number; colors: number },
): Evaluation {
  const { size, typeOf, brandOf, price, discounted, rating, colorMask } = index;
  const { partTypes, brands, ratings, found } = criteria;
  // 0 = not filtering; an active colour filter naming no palette colour matches nothing (bit 31 is never set).
  const colors = criteria.colors === null ? 0 : criteria.colors || 1 << 31;
  const fits = criteria.vehicle === null ? null : vehicleMarks(index, criteria.vehicle);
  const [low, high] = criteria.price ?? [-Infinity, Infinity];
  const wantDiscount = criteria.discounted ?? -1;
  const matches = new Uint8Array(size);
  const partTypeCounts = new Uint32Array(sizes.partTypes);
  const brandCounts = new Uint32Array(sizes.brands);
  const discountCounts = new Uint32Array(2);
  const ratingCounts = new Uint32Array(6);
  const colorCounts = new Uint32Array(sizes.colors);
  let total = 0;
  let priceLow = Infinity;
  let priceHigh = -Infinity;

  for (let i = 0; i < size; i++) {
    if (found !== null && found[i] !== 1) continue;
    const p = price[i]!;
    let mask = 0;
    if (partTypes === null || partTypes[typeOf[i]!] === 1) mask |= FILTER_BITS.category;
    if (fits === null || fits[i] === 1) mask |= FILTER_BITS.vehicle;
    if (p >= low && p <= high) mask |= FILTER_BITS.price;
    if (brands === null || brands[brandOf[i]!] === 1) mask |= FILTER_BITS.brand;
    if (wantDiscount < 0 || discounted[i] === wantDiscount) mask |= FILTER_BITS.discount;
    if (ratings === null || ratings[rating[i]!] === 1) mask |= FILTER_BITS.rating;
    if (colors === 0 || (colorMask[i]! & colors) !== 0) mask |= FILTER_BITS.color;

    const missing = ALL ^ mask;
    if (missing === 0) {
      matches[i] = 1;
      total++;
      partTypeCounts[typeOf[i]!]!++;
      brandCounts[brandOf[i]!]!++;
      discountCounts[discounted[i]!]!++;
      ratingCounts[rating[i]!]!++;
      countColors(colorCounts, colorMask[i]!);
      if (p < priceLow) priceLow = p;
      if (p > priceHigh) priceHigh = p;
      continue;
    }
    // Failing exactly one filter, the product counts in that filter's facet only; failing two
    // or more, in none.
    switch (missing) {
      case FILTER_BITS.category:
        partTypeCounts[typeOf[i]!]!++;
        break;
      case FILTER_BITS.brand:
        brandCounts[brandOf[i]!]!++;
        break;
      case FILTER_BITS.discount:
        discountCounts[discounted[i]!]!++;
        break;
      case FILTER_BITS.rating:
        ratingCounts[rating[i]!]!++;
        break;
      case FILTER_BITS.color:
        countColors(colorCounts, colorMask[i]!);
        break;
      case FILTER_BITS.price:
        if (p < priceLow) priceLow = p;
        if (p > priceHigh) priceHigh = p;
        break;
    }
  }
  return {
    matches,
    total,
    partTypeCounts,
    brandCounts,
    discountCounts,
    ratingCounts,
    colorCounts,
    priceBounds: priceLow <= priceHigh ? [priceLow, priceHigh] : null,
  };
}

/**
 * Positions of the matching products `start .. start + limit` in the given order (null: catalog
 * order). An order may hold only some positions (a search's, best first): the others are not in
 * the list.
 */
export function selectPage(
  matches: Uint8Array,
  order: Uint32Array | null,
  descending: boolean,
  start: number,
  limit: number,
): number[] {
  const page: number[] = [];
  const n = order ? order.length : matches.length;
  let seen = 0;
  for (let k = 0; k < n && page.length < limit; k++) {
    const at = descending ? n - 1 - k : k;
    const i = order ? order[at]! : at;
    if (!matches[i]) continue;
    if (seen++ >= start) page.push(i);
  }
  return page;
}
