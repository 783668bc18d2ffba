import { ApiError, cartLineKey, type CartItem } from '@autoparts/shared';

/** The server's problems with the order's lines, by cart line key. */
export type LineErrors = Record<string, string[]>;

const LINE_FIELD = /^items\.(\d+)(?:\.|$)/;

/**
 * The `items.<n>.*` errors of a refused order, placed on the lines that were sent: they are not
 * fields of the form, so the summary shows them beside the line they name. Keyed by line rather
 * than position, so a line removed meanwhile cannot pass its error on to the next one.
 */
export function lineErrorsOf(error: unknown, sent: readonly CartItem[]): LineErrors {
  if (!(error instanceof ApiError) || !error.payload) return {};
  const errors: LineErrors = {};
  for (const [field, messages] of Object.entries(error.payload.errors)) {
    const index = LINE_FIELD.exec(field)?.[1];
    const item = index === undefined ? undefined : sent[Number(index)];
    if (!item) continue;
    const key = cartLineKey(item.product.id, item.options);
    errors[key] = [...(errors[key] ?? []), ...messages];
  }
  return errors;
}
