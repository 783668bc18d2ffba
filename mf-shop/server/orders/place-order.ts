import type { Address } from '@autoparts/shared';
import { newToken, type Clock } from '@autoparts/service-kit';
import type { Catalog } from '../data/catalog';
import type { OrderBook, Placed } from './order-book';
import { priceLines, type PricedLines } from './order-lines';
import type { NewOrderBody, OrderAddressBody } from './order-schemas';
import { orderSums } from './pricing';

/** Placed, or refused before anything is stored: what is wrong with which line. */
export type PlaceOrderResult = Placed | Extract<PricedLines, { ok: false }>;

export interface PlaceOrderRequest {
  body: NewOrderBody;
  customerId: number | null;
  idempotencyKey: string | null;
}

const snapshot = (address: OrderAddressBody): Address => ({ id: 0, ...address, default: false });

/**
 * Prices the request from the catalog and places it in the book. A key already used answers as
 * it did even when the request no longer prices (a part sold out since): its order exists.
 */
export async function placeOrder(
  book: OrderBook,
  catalog: Catalog,
  clock: Clock,
  { body, customerId, idempotencyKey }: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  // The parsed body has its keys in the schema's order, so JSON is a stable fingerprint.
  const fingerprint = JSON.stringify(body);
  const idempotency = idempotencyKey ? { key: idempotencyKey, fingerprint } : null;
  const priced = priceLines(catalog, body.items);
  if (!priced.ok) {
    const seen = idempotency && (await book.recall(customerId, idempotency));
    return seen ?? priced;
  }
  const billingAddress = snapshot(body.billingAddress);
  // The token is unique in the schema; 62^32 of them make a clash a matter of theory.
  const draft = {
    token: newToken(),
    createdAt: new Date(clock.now()).toISOString(),
    payment: body.payment,
    status: 'PENDING' as const,
    items: priced.items,
    ...orderSums(priced.items),
    shippingAddress: body.shippingAddress ? snapshot(body.shippingAddress) : { ...billingAddress },
    billingAddress,
    comment: body.comment,
  };
  return book.place(draft, customerId, idempotency);
}
