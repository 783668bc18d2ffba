import { focusablesIn } from '@autoparts/shared';

/** Where the keyboard starts inside a picker panel: the chosen radio, else its first control. */
export function startOf(element: HTMLElement | null): HTMLElement | null {
  return element?.querySelector<HTMLElement>('input:checked') ?? focusablesIn(element)[0] ?? null;
}
