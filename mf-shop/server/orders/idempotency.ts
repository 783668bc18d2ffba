interface Remembered {
  fingerprint: string;
  orderId: number;
}

/**
 * The `Idempotency-Key`s of placed orders, per customer (a guest's key is its own scope), so a
 * retried POST answers the order it already made. A key is remembered only once an order exists:
 * a request refused as invalid may be sent again, corrected, under the same key.
 */
export class IdempotencyKeys {
  private readonly remembered = new Map<string, Remembered>();
  // The keys of each order, so a key goes when its order leaves the bounded book.
  private readonly byOrder = new Map<number, string[]>();

  private static scope(customerId: number | null, key: string): string {
    return JSON.stringify([customerId, key]);
  }

  recall(customerId: number | null, key: string): Remembered | undefined {
    return this.remembered.get(IdempotencyKeys.scope(customerId, key));
  }

  remember(customerId: number | null, key: string, entry: Remembered): void {
    const scoped = IdempotencyKeys.scope(customerId, key);
    this.remembered.set(scoped, entry);
    this.byOrder.set(entry.orderId, [...(this.byOrder.get(entry.orderId) ?? []), scoped]);
  }

  forgetOrder(orderId: number): void {
    for (const scoped of this.byOrder.get(orderId) ?? []) this.remembered.delete(scoped);
    this.byOrder.delete(orderId);
  }
}
