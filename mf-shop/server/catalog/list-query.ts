import type { ProductSort } from '@autoparts/shared';
import { z } from 'zod';
import { cleanSearchText, MAX_SEARCH_PARAM } from '../search/search-text';

export const PRODUCTS_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;
export const SORTS = ['default', 'name_asc', 'name_desc'] as const satisfies readonly ProductSort[];
export const DISCOUNT_VALUES = ['any', 'yes', 'no'] as const;
export type DiscountValue = (typeof DISCOUNT_VALUES)[number];

/** The filter values of a product list, as the query string gives them. */
export interface FilterValues {
  category: string | null;
  vehicle: number | null;
  price: [number, number] | null;
  brand: string[];
  discount: DiscountValue;
  rating: number[];
  color: string[];
  /**
   * `filter_q`, the search text ('' for none), as the search engine reads it. Not a facet: it
   * narrows the list and every filter's counts alike, and ranks the default order.
   */
  search: string;
}

const csv = z
  .string()
  .max(2000)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]);

const ratings = csv.pipe(
  z.array(
    z
      .string()
      .regex(/^[1-5]$/, 'Ratings are whole numbers from 1 to 5.')
      .transform(Number),
  ),
);

const priceRange = z
  .string()
  .regex(/^\s*\d+(\.\d+)?\s*-\s*\d+(\.\d+)?\s*$/, 'Use min-max, e.g. 10-250.')
  .transform((text) => text.split('-').map(Number) as [number, number])
  .refine(([min, max]) => min <= max, 'The minimum price is above the maximum.');

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} starts at 1.`);

export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: positiveInt('page').default(1),
    limit: positiveInt('limit')
      .max(MAX_PAGE_SIZE, `limit is at most ${MAX_PAGE_SIZE}.`)
      .default(defaultLimit),
  });

/** An empty parameter (`filter_brand=`) means the same as a missing one. */
export function withoutEmptyParams<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (params) =>
      Object.fromEntries(
        Object.entries(params as Record<string, string>).filter(([, v]) => v.trim() !== ''),
      ),
    schema,
  );
}

/**
 * `page`, `limit`, `sort` and one `filter_<slug>` parameter per filter: category and vehicle take
 * one value, price `min-max`, the checklists comma-separated slugs, discount any|yes|no; and
 * `filter_q`, the search text. `prefer_vehicle` ranks a search's parts that fit that vehicle
 * first without leaving the others out (the shopper's vehicle, with its filter off).
 */
export const productListQuery = withoutEmptyParams(
  pageQuery(PRODUCTS_PAGE_SIZE)
    .extend({
      sort: z.enum(SORTS, { error: `sort is one of ${SORTS.join(', ')}.` }).default('default'),
      filter_category: z.string().trim().max(200).optional(),
      filter_vehicle: positiveInt('filter_vehicle').optional(),
      filter_price: priceRange.optional(),
      filter_brand: csv.optional(),
      filter_discount: z
        .enum(DISCOUNT_VALUES, { error: 'filter_discount is any, yes or no.' })
        .default('any'),
      filter_rating: ratings.optional(),
      filter_color: csv.optional(),
      filter_q: z
        .string()
        .trim()
        .max(MAX_SEARCH_PARAM, `filter_q is at most ${MAX_SEARCH_PARAM} characters.`)
        .optional(),
      prefer_vehicle: positiveInt('prefer_vehicle').optional(),
    })
    .transform(({ page, limit, sort, prefer_vehicle, ...f }) => ({
      page,
      limit,
      sort,
      preferVehicle: prefer_vehicle ?? null,
      filters: {
        category: f.filter_category || null,
        vehicle: f.filter_vehicle ?? null,
        price: f.filter_price ?? null,
        brand: f.filter_brand ?? [],
        discount: f.filter_discount,
        rating: f.filter_rating ?? [],
        color: f.filter_color ?? [],
        search: cleanSearchText(f.filter_q ?? ''),
      } satisfies FilterValues,
    })),
);

export type ProductListQuery = z.infer<typeof productListQuery>;
