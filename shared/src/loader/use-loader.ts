import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { afterStorefrontStarts } from '../runtime/storefront';

/** The one status vocabulary of every page that loads something. */
export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface Loaded<T> {
  status: LoadStatus;
  /** The last data loaded, kept while the next key loads so the page does not jump. */
  data: T | undefined;
  error: unknown;
  retry(): void;
  /** Replaces the data in place (after a save answered the new value), without a reload. */
  update(data: T): void;
}

export interface LoaderOptions {
  /**
   * false holds the load back (a page that first needs something else, or has the data at hand):
   * nothing is asked and the loader stays 'loading', keeping the data it had. Default true.
   */
  enabled?: boolean;
}

interface State<T> {
  key: string;
  status: LoadStatus;
  data: T | undefined;
  error: unknown;
}

// Loads begun before their component renders (an area's module starting what its first screen
// shows while the rest of the page is still rendering). The first useLoader of the key takes the
// answer over instead of asking again, and renders it at once when it has already come; one not
// taken within EARLY_LOAD_TTL_MS is dropped, so a late mount never shows an old answer.
const EARLY_LOAD_TTL_MS = 30_000;

interface EarlyLoad {
  promise: Promise<unknown>;
  started: number;
  answer?: { data: unknown };
}

const earlyLoads = new Map<string, EarlyLoad>();

/** Starts the load useLoader(key) will want, before the component asking for it renders. */
export function startLoadEarly<T>(key: string, load: () => Promise<T>): void {
  if (earlyLoads.has(key)) return;
  const early: EarlyLoad = { promise: afterStorefrontStarts(load), started: Date.now() };
  // A failure is reported to the component that takes the load, not as an unhandled rejection.
  early.promise.then(
    (data) => (early.answer = { data }),
    () => undefined,
  );
  earlyLoads.set(key, early);
}

function earlyLoadOf(key: string): EarlyLoad | undefined {
  const early = earlyLoads.get(key);
  if (early && Date.now() - early.started <= EARLY_LOAD_TTL_MS) return early;
  earlyLoads.delete(key);
  return undefined;
}

const statusOf = (error: unknown): LoadStatus =>
  error instanceof ApiError && error.status === 404 ? 'not-found' : 'error';

/**
 * Loads what `key` names and loads again when it changes or on `retry()`. A load for a key the
 * visitor has already left is aborted, so a slow answer never overwrites the page they are on;
 * a 404 is 'not-found' (the page shows its 404), any other failure 'error' (with Retry).
 */
export function useLoader<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true }: LoaderOptions = {},
): Loaded<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() => {
    const answer = enabled ? earlyLoadOf(key)?.answer : undefined;
    return answer
      ? { key, status: 'ready', data: answer.data as T, error: null }
      : { key, status: 'loading', data: undefined, error: null };
  });
  // The first effect has nothing to ask when the first render already had the early answer.
  const renderedEarlyAnswer = useRef(state.status === 'ready');

  useEffect(() => {
    if (!enabled) return;
    // A retry always asks again.
    const early = attempt === 0 ? earlyLoadOf(key) : undefined;
    earlyLoads.delete(key);
    if (renderedEarlyAnswer.current) {
      renderedEarlyAnswer.current = false;
      if (early?.answer) return;
    }
    const controller = new AbortController();
    setState((previous) => ({ key, status: 'loading', data: previous.data, error: null }));
    ((early?.promise as Promise<T> | undefined) ?? loadRef.current(controller.signal)).then(
      (data) => {
        if (controller.signal.aborted) return;
        // A transition: React renders what arrived in slices the shopper's input can come
        // between. As an ordinary update a list of cards was one long task on a phone.
        startTransition(() => setState({ key, status: 'ready', data, error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ ...previous, key, status: statusOf(error), error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (data: T) => setState((previous) => ({ ...previous, status: 'ready', data, error: null })),
    [],
  );
  // Until the effect has run for a new key, the state still describes the old one.
  const status = state.key === key ? state.status : 'loading';
  return {
    status,
    data: state.data,
    error: status === 'ready' ? null : state.error,
    retry,
    update,
  };
}
