import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** Marks the links the arrow keys move through, in document order. */
export const SUGGESTION_ITEM = 'data-suggestion';

function itemsIn(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(`[${SUGGESTION_ITEM}]`) ?? []);
}

/** The host's search box: a search input, or any input of a search form. */
function isSearchBox(target: EventTarget | null): target is HTMLInputElement {
  return (
    target instanceof HTMLInputElement &&
    (target.type === 'search' || target.closest('[role="search"]') !== null)
  );
}

/**
 * Keyboard use of the suggestions (roving focus over real links): Arrow Down or Up in the search
 * box moves into the list, arrows, Home and End move through it, Arrow Up from the first item and
 * typing go back to the box, Enter follows the focused link, Escape returns to the box and
 * closes. The box belongs to the host, so its keys are heard on the document while the widget is
 * open (it only exists while the box is in use).
 */
export function useSuggestionKeys(root: RefObject<HTMLElement | null>, onClose: () => void) {
  const searchBox = useRef<HTMLInputElement | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const onSearchBoxKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchBox(event.target)) return;
      if (root.current?.contains(event.target)) return;
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const list = itemsIn(root.current);
      const item = event.key === 'ArrowDown' ? list[0] : list[list.length - 1];
      if (!item) return;
      event.preventDefault();
      searchBox.current = event.target;
      item.focus();
    };
    // Capture: the host's own key handlers must not swallow the arrows first.
    document.addEventListener('keydown', onSearchBoxKey, true);
    return () => document.removeEventListener('keydown', onSearchBoxKey, true);
  }, [root]);

  const backToBox = () => searchBox.current?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = itemsIn(root.current);
    const at = list.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const last = list.length - 1;
    const { key } = event;
    if (key === 'ArrowDown') list[at === last ? 0 : at + 1]!.focus();
    else if (key === 'ArrowUp' && at === 0 && searchBox.current) backToBox();
    else if (key === 'ArrowUp') list[at === 0 ? last : at - 1]!.focus();
    else if (key === 'Home') list[0]!.focus();
    else if (key === 'End') list[last]!.focus();
    else if (key === 'Escape') {
      backToBox();
      close.current();
    } else {
      // A letter typed on a link belongs in the box: focus it before the key lands.
      if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) backToBox();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  /** Tabbing in from the box also remembers it, so Escape can return there. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isSearchBox(event.relatedTarget) && !root.current?.contains(event.relatedTarget)) {
      searchBox.current = event.relatedTarget;
    }
  };

  return { onKeyDown, onFocus };
}
