import type { SearchSuggestions } from '@autoparts/shared';
import { categoryWithDepth } from '../data/categories';
import type { Catalog } from '../data/catalog';
import { ProductSearch } from '../search/product-search';
import { vehicleMarks } from './filter-engine';

export const SUGGESTION_LIMITS = { products: 4, categories: 4, max: 20 } as const;

/**
 * The header's suggestions: the best products and categories for the text, from the same
 * search the list's `filter_q` runs, so "all results" holds every suggestion. A product found
 * by one of its numbers says which (`matchedNumber`). With `vehicle`, only products that fit it
 * (compatibility 'all' or listing it) are suggested. Nothing found, it says what the shopper may
 * have meant (`didYouMean`).
 */
export function searchSuggestions(
  catalog: Catalog,
  query: string,
  limits: { products: number; categories: number },
  vehicle: number | null = null,
): SearchSuggestions {
  const search = ProductSearch.of(catalog);
  const found = search.search(query);
  const fitting = vehicle === null ? null : vehicleMarks(catalog.index, vehicle);
  const fits = fitting ? (position: number) => fitting[position] === 1 : undefined;
  const products = found.best(limits.products, fits).map((position) => {
    const matchedNumber = found.numberOf(position);
    const product = catalog.products[position]!;
    return matchedNumber ? { ...product, matchedNumber } : product;
  });
  const categories = search
    .categories(query)
    .slice(0, limits.categories)
    .map((node) => categoryWithDepth(node, 0));
  if (products.length || categories.length || !query.trim()) return { products, categories };
  return { products, categories, didYouMean: search.didYouMean(query) };
}
