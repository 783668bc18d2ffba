import type { Address, Order } from '@autoparts/shared';
import { newToken } from '@autoparts/service-kit';
import type { Catalog } from '../data/catalog';
import type { OrderBook } from './order-book';
import { priceLines, type FieldErrors } from './order-lines';
import type { NewOrderBody, OrderAddressBody } from './order-schemas';
import { orderSums } from './pricing';

export type PlaceOrderResult =
  | { kind: 'created'; order: Order }
  /** The same key and the same request again: the order made the first time. */
  | { kind: 'replayed'; order: Order }
  /** The same key with another request: most likely a client bug, never a second order. */
  | { kind: 'key-reused' }
  | { kind: 'invalid'; errors: FieldErrors };

export interface PlaceOrderRequest {
  body: NewOrderBody;
  customerId: number | null;
  idempotencyKey: string | null;
}

const snapshot = (address: OrderAddressBody): Address => ({ id: 0, ...address, default: false });

function uniqueToken(book: OrderBook): string {
  let token = newToken();
  while (book.byToken(token)) token = newToken();
  return token;
}

/**
 * Places an order in the book. Synchronous on purpose: between recalling a key and remembering
 * it nothing awaits, so two concurrent requests with one key cannot both create an order.
 */
export function placeOrder(
  book: OrderBook,
  catalog: Catalog,
  { body, customerId, idempotencyKey }: PlaceOrderRequest,
): PlaceOrderResult {
  // The parsed body has its keys in the schema's order, so JSON is a stable fingerprint.
  const fingerprint = JSON.stringify(body);
  const seen = idempotencyKey ? book.keys.recall(customerId, idempotencyKey) : undefined;
  if (seen) {
    const order = book.byId(seen.orderId);
    if (seen.fingerprint !== fingerprint || !order) return { kind: 'key-reused' };
    return { kind: 'replayed', order };
  }
  const priced = priceLines(catalog, body.items);
  if (!priced.ok) return { kind: 'invalid', errors: priced.errors };
  const billingAddress = snapshot(body.billingAddress);
  const order: Order = {
    id: book.nextId(),
    token: uniqueToken(book),
    number: book.nextNumber(),
    createdAt: new Date(book.now()).toISOString(),
    payment: body.payment,
    status: 'PENDING',
    items: priced.items,
    ...orderSums(priced.items),
    shippingAddress: body.shippingAddress ? snapshot(body.shippingAddress) : { ...billingAddress },
    billingAddress,
    comment: body.comment,
  };
  book.add(order, customerId);
  if (idempotencyKey)
    book.keys.remember(customerId, idempotencyKey, { fingerprint, orderId: order.id });
  return { kind: 'created', order };
}
