import { useEffect, type RefObject } from 'react';
import { keepTabInside } from '@autoparts/shared';

/**
 * Keeps Tab and Shift+Tab inside the container while it is open (a modal's focus rule). Listens
 * on the document, so focus that has left the container is brought back too.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (container.current) keepTabInside(event, container.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active]);
}
