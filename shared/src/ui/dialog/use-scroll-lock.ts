import { useEffect } from 'react';

/**
 * The page behind an open dialog, drawer or mobile menu does not scroll (spec §2). The
 * scrollbar's width is kept as padding so the page does not jump sideways when it goes away.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    // clientWidth is 0 where nothing is laid out (jsdom): no scrollbar to make up for then.
    const width = documentElement.clientWidth;
    const scrollbar = width > 0 ? window.innerWidth - width : 0;
    const previous = { overflow: body.style.overflow, padding: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.padding;
    };
  }, [active]);
}
