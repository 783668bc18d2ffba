import { useEffect, useState } from 'react';

export type Direction = 'ltr' | 'rtl';

/** Spec §9: carousels are rebuilt 250 ms after the document's direction changes. */
export const DIRECTION_REBUILD_DELAY_MS = 250;

function documentDirection(): Direction {
  if (typeof document === 'undefined') return 'ltr';
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The document's direction (the language store sets `<html dir>`), reported `delayMs` after it
 * changes: a language switch re-lays the page out first, and a carousel measured mid-switch
 * would keep the old widths.
 */
export function useSettledDirection(delayMs = DIRECTION_REBUILD_DELAY_MS): Direction {
  const [direction, setDirection] = useState(documentDirection);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setDirection(documentDirection()), delayMs);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [delayMs]);
  return direction;
}
