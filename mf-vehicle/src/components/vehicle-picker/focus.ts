const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusablesIn(element: HTMLElement | null): HTMLElement[] {
  return element ? [...element.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/** Where the keyboard starts inside a picker panel: the chosen radio, else its first control. */
export function startOf(element: HTMLElement | null): HTMLElement | null {
  return element?.querySelector<HTMLElement>('input:checked') ?? focusablesIn(element)[0] ?? null;
}
