import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { focusablesIn } from '@autoparts/shared';

const TRIGGER = '[aria-expanded]';

/** The dropdown's own controls: what Tab reaches inside it, its trigger left out. */
function itemsIn(root: HTMLElement | null): HTMLElement[] {
  const trigger = root?.querySelector(TRIGGER);
  return focusablesIn(root).filter((element) => element !== trigger);
}

/**
 * Spec §4: dropdowns open on click or hover and close on an outside click. Escape closes too and
 * gives focus back to the trigger, so keyboard users are never stranded inside a closed menu;
 * tabbing out of the dropdown closes it as well.
 */
export function useDropdown<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  // A click pins a menu that hover opened instead of closing it under the pointer; a pinned menu
  // stays open when the pointer leaves, until an outside click, Escape or a second click.
  const pinned = useRef(false);
  // Set when the keyboard opened the menu: its first entry takes the focus once it is drawn.
  const focusFirst = useRef(false);

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

  // After every drawing: a menu whose entries arrive later (loaded on opening) gets the focus
  // into its first entry when they come, unless the visitor has moved the focus meanwhile.
  useEffect(() => {
    if (!focusFirst.current) return;
    const first = open ? itemsIn(rootRef.current)[0] : null;
    if (open && !first) return;
    focusFirst.current = false;
    if (first && document.activeElement === rootRef.current?.querySelector(TRIGGER)) first.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent | globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      rootRef.current?.querySelector<HTMLElement>(TRIGGER)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  /** Whether the visitor is working inside the open panel (typing into a form, say). */
  const focusInsidePanel = () => {
    const active = document.activeElement;
    const root = rootRef.current;
    return Boolean(root && active && root.contains(active) && !active.matches(TRIGGER));
  };

  const rootProps = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => {
      if (!pinned.current && !focusInsidePanel()) setOpen(false);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      // A null target is a click on nothing focusable: the outside-click rule decides then.
      if (next && !rootRef.current?.contains(next)) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const target = event.target as HTMLElement;
      if (target.matches('input, textarea, select')) return;
      event.preventDefault();
      if (!open) {
        focusFirst.current = true;
        pinned.current = true;
        setOpen(true);
        return;
      }
      const items = itemsIn(rootRef.current);
      const index = items.indexOf(target);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    },
  };

  return { open, setOpen, close, toggle, rootRef, rootProps };
}
