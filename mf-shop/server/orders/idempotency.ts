import { and, eq, isNull } from 'drizzle-orm';
import type { Order } from '@autoparts/shared';
import type { Db } from '@autoparts/service-kit';
import { idempotencyKeys, orders } from '../db/schema';
import { orderOf } from './order-rows';

/** A request's `Idempotency-Key` and what it asked for (a retry must ask for the same). */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

/** What a key already used answers: the order it made, or a refusal for another request. */
export type KeyAnswer = { kind: 'replayed'; order: Order } | { kind: 'key-reused' };

// Guests' keys are one scope, a null customer's, apart from every signed-in customer's.
function scoped(customerId: number | null, key: string) {
  const customer =
    customerId === null
      ? isNull(idempotencyKeys.customerId)
      : eq(idempotencyKeys.customerId, customerId);
  return and(customer, eq(idempotencyKeys.key, key));
}

/**
 * Takes the key for this request, in the transaction that places its order. False when it is
 * taken: a request holding it still is waited for, so its order is there to be answered.
 */
export async function claimKey(
  tx: Db,
  customerId: number | null,
  { key, fingerprint }: IdempotentRequest,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, fingerprint })
    .onConflictDoNothing({ target: [idempotencyKeys.customerId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Ties a claimed key to the order its request placed. */
export async function bindKey(
  tx: Db,
  customerId: number | null,
  key: string,
  orderId: number,
): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(scoped(customerId, key));
}

/** The answer for a key used before, or null for a key never used in this scope. */
export async function recallKey(
  db: Db,
  customerId: number | null,
  { key, fingerprint }: IdempotentRequest,
): Promise<KeyAnswer | null> {
  const [seen] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, order: orders })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(scoped(customerId, key));
  if (!seen) return null;
  return seen.order && seen.fingerprint === fingerprint
    ? { kind: 'replayed', order: orderOf(seen.order) }
    : { kind: 'key-reused' };
}
