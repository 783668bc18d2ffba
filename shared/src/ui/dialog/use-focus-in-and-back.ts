import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus for a panel drawn over the page (a dialog, a drawer): as it opens, focus moves to
 * `target()` (the panel itself when that gives nothing); as it closes or unmounts, focus goes back
 * to what had it before, unless the shopper has since put it somewhere else on the page. Focus
 * still inside the panel (hidden now) or lost with it (removed) counts as not put elsewhere.
 */
export function useFocusInAndBack(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  target?: () => HTMLElement | null,
): void {
  // The latest `target` without re-running the effect, which must run once per opening.
  const latestTarget = useRef(target);
  useLayoutEffect(() => {
    latestTarget.current = target;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const region = panel.current;
    (latestTarget.current?.() ?? region)?.focus();
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected;
      if (opener && (lost || region?.contains(now))) opener.focus();
    };
  }, [open, panel]);
}
