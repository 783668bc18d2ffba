/** What the keyboard can reach, in the storefront's dialogs, menus and panels. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The controls Tab reaches inside `root`, in document order; hidden subtrees left out. */
export function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
}

type TabKeyEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

/**
 * A modal's Tab rule: Tab from the last control goes to the first, Shift+Tab from the first (or
 * from the dialog itself) to the last, and focus that has left the dialog comes back in. Without
 * a control, focus stays where it is. Other keys are left alone.
 */
export function keepTabInside(event: TabKeyEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = focusablesIn(root);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !active || !root.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
