import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * The answer of `load` for the current `key`, asked again when the key changes or on `retry`.
 * An answer for a request that is no longer the current one is dropped.
 */
export function useAsync<T>(
  key: string | number,
  load: () => Promise<T>,
): [AsyncState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: AsyncState<T> } | null>(null);
  // `load` is a new closure each render; the request, not the closure, says when to ask again.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    const settle = (state: AsyncState<T>) => current && setAnswer({ request, state });
    loadRef.current().then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.request === request ? answer.state : LOADING, retry];
}
