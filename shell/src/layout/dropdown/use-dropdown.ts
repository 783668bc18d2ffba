import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §4: dropdowns open on click or hover and close on an outside click. Escape closes too and
 * gives focus back to the trigger, so keyboard users are never stranded inside a closed menu.
 */
export function useDropdown<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  // A click pins a menu that hover opened instead of closing it under the pointer; a pinned menu
  // stays open when the pointer leaves, until an outside click, Escape or a second click.
  const pinned = useRef(false);

  const close = useCallback(() => {
    pinned.current = false;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    if (open && !pinned.current) {
      pinned.current = true;
      return;
    }
    pinned.current = !open;
    setOpen(!open);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      rootRef.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const hoverProps = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => {
      if (!pinned.current) setOpen(false);
    },
  };

  return { open, setOpen, close, toggle, rootRef, hoverProps };
}
