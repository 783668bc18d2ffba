import type { Order } from '@autoparts/shared';
import type { orders } from '../db/schema';
import { fromCents, toCents } from './pricing';

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order before the book stores it: the book gives it an id and, unless it has one (the seed,
 * a test's history), the next number.
 */
export type OrderDraft = Omit<Order, 'id' | 'number'> & { id?: number; number?: string };

/** The largest id and number an `integer` column holds: a larger one names no order. */
export const MAX_SERIAL = 2 ** 31 - 1;

/** The order number a person typed as the column keeps it, or null when it names no order. */
export function orderNumberOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const number = Number(text);
  return number <= MAX_SERIAL ? number : null;
}

export function orderColumns(
  draft: OrderDraft,
  customerId: number | null,
  number: number,
): typeof orders.$inferInsert {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    number,
    token: draft.token,
    customerId,
    createdAt: new Date(draft.createdAt),
    payment: draft.payment,
    status: draft.status,
    items: draft.items,
    quantity: draft.quantity,
    subtotalCents: toCents(draft.subtotal),
    totals: draft.totals,
    totalCents: toCents(draft.total),
    billingAddress: draft.billingAddress,
    shippingAddress: draft.shippingAddress,
    comment: draft.comment ?? '',
  };
}

/** The order as the API answers it, the same whether just placed or read back later. */
export function orderOf(row: OrderRow): Order {
  return {
    id: row.id,
    token: row.token,
    number: String(row.number),
    // Either driver's timestamp (a Date of another realm under jest) read back to the same text.
    createdAt: new Date(row.createdAt).toISOString(),
    payment: row.payment,
    status: row.status,
    items: row.items,
    quantity: row.quantity,
    subtotal: fromCents(row.subtotalCents),
    totals: row.totals,
    total: fromCents(row.totalCents),
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    comment: row.comment,
  };
}
