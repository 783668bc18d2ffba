import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '@autoparts/shared';
import {
  MAX_SUGGESTION_QUERY,
  SUGGESTION_LIMITS,
  getSearchSuggestions,
} from '../../api/search.api';

/** Typing pause before asking, so a word typed fast is one request, not one per letter. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

export type SuggestionsState =
  /** `previous` keeps the last answer on screen while the next one loads, so nothing flickers. */
  | { status: 'loading'; previous: SearchSuggestions | null }
  | { status: 'ready'; result: SearchSuggestions }
  | { status: 'error' };

const NOTHING: SearchSuggestions = { products: [], categories: [] };

/** At most the spec's counts, whatever the server sends. */
function withinLimits({ products, categories }: SearchSuggestions): SearchSuggestions {
  return {
    products: products.slice(0, SUGGESTION_LIMITS.products),
    categories: categories.slice(0, SUGGESTION_LIMITS.categories),
  };
}

export function suggestionText(query: string): string {
  return query.trim().slice(0, MAX_SUGGESTION_QUERY);
}

/**
 * The suggestions of `query`, asked for once typing pauses. A newer query aborts the older
 * request and an answer that arrives after its query changed is dropped, so the list always
 * belongs to the text in the box.
 */
export function useSuggestions(query: string, vehicle: number | null): SuggestionsState {
  const text = suggestionText(query);
  const [state, setState] = useState<SuggestionsState>({ status: 'loading', previous: null });

  useEffect(() => {
    if (!text) {
      setState({ status: 'ready', result: NOTHING });
      return;
    }
    setState((current) => ({
      status: 'loading',
      previous:
        current.status === 'ready'
          ? current.result
          : current.status === 'loading'
            ? current.previous
            : null,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(text, vehicle, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted)
            setState({ status: 'ready', result: withinLimits(result) });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, vehicle]);

  return state;
}
