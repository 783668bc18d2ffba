import type { PagedList } from './api';
import type { Category, Product } from './product';

// The shop catalog's list and search answers (spec §3 filters, §7 product list and search).

export type ProductSort = 'default' | 'name_asc' | 'name_desc';

export interface FilterItem {
  slug: string;
  name: string;
  /** Products that would match if this item were chosen, given every other filter's value. */
  count: number;
}

export interface CategoryFilterItem extends FilterItem {
  /** Ancestors of the chosen category, the chosen one, then its children (or the roots). */
  type: 'parent' | 'current' | 'child';
}

export interface ColorFilterItem extends FilterItem {
  color: string;
}

export interface RatingFilterItem extends FilterItem {
  rating: number;
}

interface BaseFilter<T extends string, V> {
  type: T;
  slug: string;
  name: string;
  value: V;
}

export interface CategoryFilter extends BaseFilter<'category', string | null> {
  items: CategoryFilterItem[];
}
export type VehicleFilter = BaseFilter<'vehicle', number | null>;
export interface RangeFilter extends BaseFilter<'range', [number, number]> {
  min: number;
  max: number;
}
export interface CheckFilter extends BaseFilter<'check', string[]> {
  items: FilterItem[];
}
export interface RadioFilter extends BaseFilter<'radio', string> {
  items: FilterItem[];
}
export interface RatingFilter extends BaseFilter<'rating', number[]> {
  items: RatingFilterItem[];
}
export interface ColorFilter extends BaseFilter<'color', string[]> {
  items: ColorFilterItem[];
}

export type ProductFilter =
  | CategoryFilter
  | VehicleFilter
  | RangeFilter
  | CheckFilter
  | RadioFilter
  | RatingFilter
  | ColorFilter;

export interface ProductsList extends PagedList<Product> {
  sort: ProductSort;
  filters: ProductFilter[];
  /** For a search that found nothing: what the shopper may have meant, to search instead. */
  didYouMean?: string[];
}

/** One of a product's numbers, as a search matched it. */
export interface MatchedPartNumber {
  /** The shop's own SKU or part number, an OEM number it replaces, or another brand's equivalent. */
  kind: 'sku' | 'partNumber' | 'oem' | 'interchange';
  /** The maker or brand whose number it is; null for the shop's own. */
  brand: string | null;
  number: string;
}

/** A suggested product; found by one of its numbers, it says which. */
export interface SuggestedProduct extends Product {
  matchedNumber?: MatchedPartNumber;
}

export interface SearchSuggestions {
  products: SuggestedProduct[];
  categories: Category[];
  /** For a text that found nothing: what the shopper may have meant, to search instead. */
  didYouMean?: string[];
}
