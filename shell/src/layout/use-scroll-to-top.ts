import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@autoparts/shared/router';

/**
 * A link to another page (a blog post low in a list, a footer link) opens that page at its top:
 * the router keeps one window for every area, so without this the new page would open where the
 * old one was scrolled to. Back and forward (POP) are left to the browser's own restoration, and
 * a change of the query alone (a filter, a tab) keeps the place; an area that pages through its
 * query (?page=2) scrolls itself.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 });
    // Only a new path scrolls; the navigation type is read as of that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
