import { useEffect, useState, type RefObject } from 'react';

/** How long after the page's load event the blocks above are taken to have their final height. */
const SETTLE_MS = 2_000;

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has): for
 * what a first visit need not download until the shopper scrolls towards it. It starts watching
 * at the first scroll, or once the page has loaded and settled: before that the blocks above
 * (the hero, its images, texts still loading) may not have their height yet, and a block below
 * the fold can sit on the screen for a moment. Without an IntersectionObserver (an old browser,
 * a test's jsdom) the answer is yes at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    let settle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => observer.observe(element);
    const settleThenWatch = () => (settle = setTimeout(watch, SETTLE_MS));
    window.addEventListener('scroll', watch, { once: true, passive: true });
    if (document.readyState === 'complete') settleThenWatch();
    else window.addEventListener('load', settleThenWatch, { once: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener('scroll', watch);
      window.removeEventListener('load', settleThenWatch);
      observer.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
