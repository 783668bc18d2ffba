import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceStatus = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  /** The last data loaded, kept while the next key loads so the page does not jump. */
  data: T | undefined;
  error: unknown;
  retry(): void;
}

interface State<T> {
  key: string;
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
}

/**
 * Loads what `key` names and reloads when it changes. A load for a key the visitor has already
 * left is aborted, so a slow answer never overwrites the page they are on.
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({
    key,
    status: 'loading',
    data: undefined,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ key, status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ ...previous, key, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect has run for a new key, the state still describes the old one.
  const status = state.key === key ? state.status : 'loading';
  return { status, data: state.data, error: status === 'error' ? state.error : null, retry };
}
