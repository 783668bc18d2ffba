import { useCallback, useSyncExternalStore } from 'react';

/** Spec §4 layout: the mobile header and menu below 992 px, the desktop headers from there. */
export const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * Whether a media query matches, kept current as the window resizes. Read synchronously on the
 * first render so the right header is drawn at once (no flash of the other one). Without
 * matchMedia (jsdom) every query counts as matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
