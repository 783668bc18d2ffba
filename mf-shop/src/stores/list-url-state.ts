import {
  PRODUCT_LIST_DEFAULTS,
  productListParams,
  readableSearch,
  type ProductSort,
} from '@autoparts/shared';

// The product list's state lives in the URL (filter_<name>, page, limit, sort) so that reload,
// back and shared links show the same list. Values at their defaults are left out of the URL.
// Parsing never throws: a value that makes no sense is dropped, as if it were not there.
// The URL is written by the shop's link builder in shared (shopLinks.products), so every area's
// links to the list read back here; __tests__/shop-links.test.ts keeps the two in step.

export const DEFAULT_LIMIT = PRODUCT_LIST_DEFAULTS.limit;
export const MAX_LIMIT = 100;
export const PER_PAGE_OPTIONS = [16, 32, 48] as const;
export const SORTS = ['default', 'name_asc', 'name_desc'] as const satisfies readonly ProductSort[];
export const DISCOUNTS = ['any', 'yes', 'no'] as const;
export type Discount = (typeof DISCOUNTS)[number];
export const MAX_QUERY_LENGTH = 100;

export interface ListFilters {
  /** Name search from the header's search box; '' for none. */
  q: string;
  vehicle: number | null;
  /** [min, max] in US dollars. */
  price: [number, number] | null;
  brand: string[];
  discount: Discount;
  rating: number[];
  color: string[];
}

export interface ListState {
  page: number;
  limit: number;
  sort: ProductSort;
  filters: ListFilters;
}

export const EMPTY_FILTERS: ListFilters = Object.freeze({
  q: '',
  vehicle: null,
  price: null,
  brand: [],
  discount: 'any',
  rating: [],
  color: [],
}) as ListFilters;

export const DEFAULT_LIST_STATE: ListState = Object.freeze({
  page: 1,
  limit: DEFAULT_LIMIT,
  sort: 'default',
  filters: EMPTY_FILTERS,
}) as ListState;

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const NUMBER = /^\d+(\.\d+)?$/;

function positiveInt(text: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

function oneOf<T extends string>(values: readonly T[], text: string | null, fallback: T): T {
  return values.find((value) => value === text) ?? fallback;
}

function csv(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean);
}

function parsePrice(text: string | null): [number, number] | null {
  const parts = text?.split('-').map((part) => part.trim());
  if (parts?.length !== 2 || !parts.every((part) => NUMBER.test(part))) return null;
  const [min, max] = parts.map(Number) as [number, number];
  return min <= max ? [min, max] : null;
}

export function parseListState(params: URLSearchParams): ListState {
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: positiveInt(params.get('limit'), MAX_LIMIT) ?? DEFAULT_LIMIT,
    sort: oneOf(SORTS, params.get('sort'), 'default'),
    filters: {
      q: (params.get('filter_q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
      vehicle: positiveInt(params.get('filter_vehicle')),
      price: parsePrice(params.get('filter_price')),
      brand: csv(params.get('filter_brand')).filter((slug) => SLUG.test(slug)),
      discount: oneOf(DISCOUNTS, params.get('filter_discount'), 'any'),
      rating: csv(params.get('filter_rating'))
        .filter((text) => /^[1-5]$/.test(text))
        .map(Number),
      color: csv(params.get('filter_color')).filter((slug) => SLUG.test(slug)),
    },
  };
}

/** The list's own parameters, in a fixed order, with defaults left out. */
export function listStateToParams({ filters, sort, limit, page }: ListState): URLSearchParams {
  return productListParams({ ...filters, sort, limit, page });
}

/** The API's query for one page of the list: its parameters and, on a category's page, the slug. */
/**
 * The API's query for a list. `preferVehicle`, the shopper's vehicle, ranks the parts of a search
 * that fit it first when its filter is off (with the filter on, every part listed fits).
 */
export function productsQuery(
  categorySlug: string | null,
  state: ListState,
  preferVehicle: number | null = null,
): URLSearchParams {
  const params = listStateToParams(state);
  if (categorySlug) params.set('filter_category', categorySlug);
  if (preferVehicle !== null && state.filters.q && state.filters.vehicle === null)
    params.set('prefer_vehicle', String(preferVehicle));
  return params;
}

const isListParam = (name: string) =>
  name === 'page' || name === 'limit' || name === 'sort' || name.startsWith('filter_');

/** `current` with the list's parameters replaced by `state`; others (view, sidebar) are kept. */
export function withListState(current: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of current) if (!isListParam(name)) next.append(name, value);
  for (const [name, value] of listStateToParams(state)) next.set(name, value);
  return next;
}

/** A query string for a link; commas stay readable (they need no escaping in a query). */
export const toSearch = readableSearch;

/** Any change of filters starts again at page 1: the old page may not exist any more. */
export function withFilters(state: ListState, change: Partial<ListFilters>): ListState {
  return { ...state, page: 1, filters: { ...state.filters, ...change } };
}

export function withoutFilters(state: ListState): ListState {
  return { ...state, page: 1, filters: EMPTY_FILTERS };
}

/** The list with `value` added, or removed if it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** How many filters are set (each filter_<name> parameter counts once). */
export function activeFilterCount(filters: ListFilters): number {
  return listStateToParams({ ...DEFAULT_LIST_STATE, filters }).size;
}

export function hasFilters(filters: ListFilters): boolean {
  return activeFilterCount(filters) > 0;
}
