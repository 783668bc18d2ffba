import { BACKGROUND, getHttp, type SearchSuggestions } from '@autoparts/shared';

/** Spec §9: the header's suggestions show at most 3 products and 4 categories. */
export const SUGGESTION_LIMITS = { products: 3, categories: 4 } as const;

/** The longest text the API searches (longer text would be refused). */
export const MAX_SUGGESTION_QUERY = 100;

/**
 * Products and categories matching `query`; with `vehicle`, only products that fit it. Quiet: a
 * failure shows in the dropdown, not as a toast over the page the visitor is typing on.
 */
export function getSearchSuggestions(
  query: string,
  vehicle: number | null,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const searchParams = new URLSearchParams({
    query,
    limitProducts: String(SUGGESTION_LIMITS.products),
    limitCategories: String(SUGGESTION_LIMITS.categories),
  });
  if (vehicle !== null) searchParams.set('vehicle', String(vehicle));
  return getHttp()
    .get('shop/search/suggestions', { searchParams, signal, context: BACKGROUND })
    .json();
}
