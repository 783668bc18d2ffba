import type { SearchSuggestions } from '@autoparts/shared';
import { categoryWithDepth } from '../data/categories';
import type { Catalog } from '../data/catalog';
import { containsEvery, searchWords } from './text-search';

export const SUGGESTION_LIMITS = { products: 4, categories: 4, max: 20 } as const;

/**
 * Products and categories whose name contains every word of the query, case-insensitively (so
 * one word is a plain substring search), in catalog order. The product list's `filter_q` matches
 * the same way, so "all results" holds every suggestion. Scans a precomputed lower-cased name
 * column and stops at the limit. With `vehicle`, only products that fit it (compatibility 'all'
 * or listing it) are suggested.
 */
export function searchSuggestions(
  catalog: Catalog,
  query: string,
  limits: { products: number; categories: number },
  vehicle: number | null = null,
): SearchSuggestions {
  const words = searchWords(query);
  if (words.length === 0) return { products: [], categories: [] };
  const { nameLower, size } = catalog.index;
  const fits = vehicle === null ? null : vehicleFits(catalog, vehicle);
  const products = [];
  for (let i = 0; i < size && products.length < limits.products; i++) {
    if (containsEvery(nameLower[i]!, words) && (fits === null || fits(i)))
      products.push(catalog.products[i]!);
  }
  const categories = catalog.tree.nodes
    .filter((node) => containsEvery(node.ref.name.toLowerCase(), words))
    .slice(0, limits.categories)
    .map((node) => categoryWithDepth(node, 0));
  return { products, categories };
}

function vehicleFits(catalog: Catalog, vehicle: number) {
  const { fitsAll } = catalog.index;
  const product = catalog.products;
  return (i: number) => {
    const compatibility = product[i]!.compatibility;
    return fitsAll[i] === 1 || (Array.isArray(compatibility) && compatibility.includes(vehicle));
  };
}
