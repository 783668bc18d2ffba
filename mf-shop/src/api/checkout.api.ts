import { getHttp, QUIET, type Address, type NewOrder, type Order } from '@autoparts/shared';

/**
 * POST shop/orders. The key makes a retry of the same order (after a network failure that may
 * have hidden a success) answer the order already made instead of placing a second one. Quiet:
 * the checkout form says why an order was refused, in the shop's texts (out of stock, too many
 * orders), which a toast does not read.
 */
export function placeOrder(order: NewOrder, idempotencyKey: string): Promise<Order> {
  return getHttp()
    .post('shop/orders', {
      json: order,
      headers: { 'Idempotency-Key': idempotencyKey },
      context: QUIET,
    })
    .json();
}

/**
 * The signed-in customer's address book, the default one marked in it. Quiet: the checkout works
 * without it, so its failure is no reason for a toast.
 */
export function getAddresses(): Promise<Address[]> {
  return getHttp().get('account/addresses', { context: QUIET }).json();
}

function randomUuid(): string {
  // RFC 4122 version 4 from 16 random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost): a
 * storefront served over plain http elsewhere still gets a proper random key.
 */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomUuid();
}
