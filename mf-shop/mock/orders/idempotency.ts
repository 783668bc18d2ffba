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

  private static scope(customerId: number | null, key: string): string {
    return JSON.stringify([customerId, key]);
  }

  recall(customerId: number | null, key: string): Remembered | undefined {
    return this.remembered.get(IdempotencyKeys.scope(customerId, key));
  }

  remember(customerId: number | null, key: string, entry: Remembered): void {
    this.remembered.set(IdempotencyKeys.scope(customerId, key), entry);
  }
}
