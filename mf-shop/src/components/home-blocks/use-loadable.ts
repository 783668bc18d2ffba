import { useCallback, useEffect, useRef, useState } from 'react';
import { Loadable } from '../../stores/loadable';

/**
 * One block's data, loaded on mount and again on `retry`. Read `loadable` inside an observer;
 * `key` names the request, so a block asking for something else loads afresh.
 */
export function useLoadable<T>(request: () => Promise<T>, key: string) {
  const [loadable] = useState(() => new Loadable<T>());
  const latestRequest = useRef(request);
  useEffect(() => {
    latestRequest.current = request;
  });
  const retry = useCallback(() => void loadable.load(() => latestRequest.current()), [loadable]);
  useEffect(() => {
    retry();
    return () => loadable.reset();
  }, [loadable, retry, key]);
  return { loadable, retry };
}
