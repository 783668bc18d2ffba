import type { Order, OrderSort } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID } from '@autoparts/shared/mock';
import type { Catalog } from '../data/catalog';
import { seededOrders } from '../data/orders';
import { IdempotencyKeys } from './idempotency';

export interface BookedOrder {
  order: Order;
  /** The signed-in customer who placed it; null for a guest. */
  customerId: number | null;
}

const byNumber = (a: Order, b: Order) => Number(a.number) - Number(b.number);

const SORTERS: Record<OrderSort, (a: Order, b: Order) => number> = {
  default: (a, b) => b.createdAt.localeCompare(a.createdAt) || byNumber(b, a),
  number_asc: byNumber,
  number_desc: (a, b) => byNumber(b, a),
};

/**
 * How many orders a book keeps: past `total`, placing one drops the oldest placed order (never
 * a seeded one) and its Idempotency-Key, so placing orders floods no memory.
 */
export const ORDER_BOOK_LIMITS = { total: 10_000 } as const;

/** The orders of one running shop slice (one per catalog, so tests never share orders). */
export class OrderBook {
  private readonly booked: BookedOrder[];
  private readonly seeded: ReadonlySet<BookedOrder>;
  readonly keys = new IdempotencyKeys();

  constructor(
    seed: readonly BookedOrder[] = [],
    /** The clock for new orders' dates (tests may pin it). */
    readonly now: () => number = Date.now,
    private readonly capacity: number = ORDER_BOOK_LIMITS.total,
  ) {
    this.booked = [...seed];
    this.seeded = new Set(seed);
  }

  /** Spec §9: order numbers increment from the highest existing one. */
  nextNumber(): string {
    return String(
      this.booked.reduce((max, { order }) => Math.max(max, Number(order.number)), 0) + 1,
    );
  }

  nextId(): number {
    return this.booked.reduce((max, { order }) => Math.max(max, order.id), 0) + 1;
  }

  add(order: Order, customerId: number | null): void {
    while (this.booked.length >= this.capacity) {
      const oldest = this.booked.findIndex((entry) => !this.seeded.has(entry));
      if (oldest < 0) break;
      const [dropped] = this.booked.splice(oldest, 1);
      this.keys.forgetOrder(dropped!.order.id);
    }
    this.booked.push({ order, customerId });
  }

  byId(id: number): Order | undefined {
    return this.booked.find(({ order }) => order.id === id)?.order;
  }

  byToken(token: string): Order | undefined {
    return this.booked.find(({ order }) => order.token === token)?.order;
  }

  byNumber(number: string): Order | undefined {
    return this.booked.find(({ order }) => order.number === number)?.order;
  }

  /** The customer's own order, or undefined for another customer's or a guest's. */
  ownOrder(customerId: number, id: number): Order | undefined {
    return this.booked.find((b) => b.customerId === customerId && b.order.id === id)?.order;
  }

  ordersOf(customerId: number, sort: OrderSort): Order[] {
    return this.booked
      .filter((b) => b.customerId === customerId)
      .map((b) => b.order)
      .sort(SORTERS[sort]);
  }
}

/** A book holding the seeded customer's order history, priced from this catalog. */
export function createOrderBook(catalog: Catalog, now?: () => number): OrderBook {
  const seed = seededOrders(catalog).map((order) => ({ order, customerId: SEEDED_CUSTOMER_ID }));
  return new OrderBook(seed, now);
}
