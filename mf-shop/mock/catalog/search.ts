import type { SearchSuggestions } from '@autoparts/shared';
import { categoryWithDepth } from '../data/categories';
import type { Catalog } from '../data/catalog';

export const SUGGESTION_LIMITS = { products: 4, categories: 4, max: 20 } as const;

/**
 * Products and categories whose name contains the query, case-insensitively, in catalog order.
 * Scans a precomputed lower-cased name column and stops at the limit. With `vehicle`, only
 * products that fit it (compatibility 'all' or listing it) are suggested.
 */
export function searchSuggestions(
  catalog: Catalog,
  query: string,
  limits: { products: number; categories: number },
  vehicle: number | null = null,
): SearchSuggestions {
  const needle = query.trim().toLowerCase();
  if (!needle) return { products: [], categories: [] };
  const { nameLower, size } = catalog.index;
  const fits = vehicle === null ? null : vehicleFits(catalog, vehicle);
  const products = [];
  for (let i = 0; i < size && products.length < limits.products; i++) {
    if (nameLower[i]!.includes(needle) && (fits === null || fits(i)))
      products.push(catalog.products[i]!);
  }
  const categories = catalog.tree.nodes
    .filter((node) => node.ref.name.toLowerCase().includes(needle))
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
