import { useEffect } from 'react';

/**
 * Spec §2: the page behind the mobile menu does not scroll. The scrollbar's width is kept as
 * padding so the page does not jump sideways when the scrollbar goes away.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, padding: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.padding;
    };
  }, [active]);
}
