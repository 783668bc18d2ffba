import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has): for
 * what a first visit need not download until the shopper scrolls towards it. Watching starts at
 * once: the blocks above it render in the same commit with their final height (the hero holds
 * its size from the first paint), so what is on the screen loads without waiting. Without an
 * IntersectionObserver (an old browser, a test's jsdom) the answer is yes at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What comes into reach renders in a transition, in slices input can come between: as
        // an ordinary update, mounting the home blocks' widget was one 40 ms task (160 at 4x CPU).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
