import { useEffect } from 'react';
import { useNavigationType } from '@autoparts/shared/router';

/**
 * Starts the page at its top whenever `key` changes through a link (a product opened from a card
 * low on the home page, page 2 chosen under the list). The shell keeps no scroll positions, so
 * without this the new page opened where the old one was scrolled to. Back and forward (POP) are
 * left to the browser, and changes that keep `key` (a filter ticked in the sidebar) stay put.
 */
export function useScrollToTop(key: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 });
    // Only a new key scrolls; the navigation type is read as of that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
