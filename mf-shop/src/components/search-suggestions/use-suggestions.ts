import { useLoader, type Loaded, type SearchSuggestions } from '@autoparts/shared';
import {
  MAX_SUGGESTION_QUERY,
  SUGGESTION_LIMITS,
  getSearchSuggestions,
} from '../../api/search.api';

/** Typing pause before asking, so a word typed fast is one request, not one per letter. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

const NOTHING: SearchSuggestions = { products: [], categories: [] };

/** What the dropdown offers instead when nothing is found. */
const DID_YOU_MEAN_LIMIT = 3;

/** At most the spec's counts, whatever the server sends. */
function withinLimits({ products, categories, didYouMean }: SearchSuggestions): SearchSuggestions {
  return {
    products: products.slice(0, SUGGESTION_LIMITS.products),
    categories: categories.slice(0, SUGGESTION_LIMITS.categories),
    didYouMean: Array.isArray(didYouMean)
      ? didYouMean.filter((meant) => typeof meant === 'string').slice(0, DID_YOU_MEAN_LIMIT)
      : [],
  };
}

export function suggestionText(query: string): string {
  return query.trim().slice(0, MAX_SUGGESTION_QUERY);
}

/** Waits `ms`, or fails as soon as `signal` aborts (the text changed meanwhile). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The suggestions of `query`, asked for once typing pauses. A newer query aborts the older pause
 * or request, and an answer that arrives after its query changed is dropped, so the list always
 * belongs to the text in the box; the last list stays on screen while the next one loads.
 */
export function useSuggestions(query: string, vehicle: number | null): Loaded<SearchSuggestions> {
  const text = suggestionText(query);
  return useLoader(JSON.stringify([text, vehicle]), async (signal) => {
    if (!text) return NOTHING;
    await pause(SUGGESTIONS_DEBOUNCE_MS, signal);
    return withinLimits(await getSearchSuggestions(text, vehicle, signal));
  });
}
