import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Order, OrderSort, OrdersList } from '@autoparts/shared';
import type { AreaData, Db } from '@autoparts/service-kit';
import { pageWindow } from '../catalog/paging';
import { orders } from '../db/schema';
import {
  bindKey,
  claimKey,
  recallKey,
  type IdempotentRequest,
  type KeyAnswer,
} from './idempotency';
import { MAX_SERIAL, orderColumns, orderNumberOf, orderOf, type OrderDraft } from './order-rows';

/**
 * `created`, or for a key used before `replayed` (the same request again: the order made the
 * first time) or `key-reused` (another request: a client bug, never a second order).
 */
export type Placed = { kind: 'created'; order: Order } | KeyAnswer;

const SORTS: Record<OrderSort, SQL[]> = {
  default: [desc(orders.createdAt), desc(orders.number)],
  number_asc: [asc(orders.number)],
  number_desc: [desc(orders.number)],
};

/**
 * Spec §9: order numbers increment from the highest existing one. Numbering takes turns under a
 * lock held to the end of the transaction, so two orders placed at once never share a number.
 */
async function nextNumber(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('autoparts:shop:order-number'))`);
  const [row] = await tx.select({ highest: max(orders.number) }).from(orders);
  return (row?.highest ?? 0) + 1;
}

/** Every order of the shop schema, guests' and customers', kept for good. */
export class OrderBook {
  constructor(private readonly data: AreaData) {}

  private async write(tx: Db, draft: OrderDraft, customerId: number | null): Promise<Order> {
    const number = draft.number === undefined ? await nextNumber(tx) : orderNumberOf(draft.number);
    if (number === null) throw new Error(`Not an order number: ${draft.number}`);
    const [row] = await tx
      .insert(orders)
      .values(orderColumns(draft, customerId, number))
      .returning();
    return orderOf(row!);
  }

  /** Stores an order as it is given (a test's history), numbered unless it has a number. */
  async add(draft: OrderDraft, customerId: number | null): Promise<Order> {
    const db = await this.data.db();
    return db.transaction((transaction) =>
      this.write(transaction as unknown as Db, draft, customerId),
    );
  }

  /**
   * Places a new order, once per `Idempotency-Key`: the key is claimed in the transaction that
   * writes the order, so of two requests with one key the second waits and answers the first's
   * order (or refuses a different body), and a failed placement leaves the key free.
   */
  async place(
    draft: OrderDraft,
    customerId: number | null,
    idempotency: IdempotentRequest | null,
  ): Promise<Placed> {
    const db = await this.data.db();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (idempotency && !(await claimKey(tx, customerId, idempotency)))
        return (await recallKey(tx, customerId, idempotency)) ?? { kind: 'key-reused' };
      const order = await this.write(tx, draft, customerId);
      if (idempotency) await bindKey(tx, customerId, idempotency.key, order.id);
      return { kind: 'created', order };
    });
  }

  /** What a key used before answers; null when it never placed an order in this scope. */
  async recall(customerId: number | null, idempotency: IdempotentRequest) {
    return recallKey(await this.data.db(), customerId, idempotency);
  }

  private async findOne(where: SQL | undefined): Promise<Order | undefined> {
    const db = await this.data.db();
    const [row] = await db.select().from(orders).where(where);
    return row && orderOf(row);
  }

  byToken(token: string): Promise<Order | undefined> {
    return this.findOne(eq(orders.token, token));
  }

  /**
   * The order of a number as a person typed it (no leading zeros) billed to `email` (trimmed and
   * in lower case). One query either way: a wrong number and a wrong email take the same path,
   * and a text that is no number asks for 0, which no order has.
   */
  tracked(text: string, email: string): Promise<Order | undefined> {
    const number = orderNumberOf(text) ?? 0;
    const billedTo = sql`lower(trim(${orders.billingAddress} ->> 'email')) = ${email}`;
    return this.findOne(and(eq(orders.number, number), billedTo));
  }

  /** The customer's own order, or undefined for another customer's or a guest's. */
  async ownOrder(customerId: number, id: number): Promise<Order | undefined> {
    if (id > MAX_SERIAL) return undefined;
    return this.findOne(and(eq(orders.customerId, customerId), eq(orders.id, id)));
  }

  /** A page of the customer's orders, in the PagedList shape. */
  async pageOf(
    customerId: number,
    sort: OrderSort,
    page: number,
    limit: number,
  ): Promise<Omit<OrdersList, 'sort'>> {
    const db = await this.data.db();
    const own = eq(orders.customerId, customerId);
    const [counted] = await db.select({ total: count() }).from(orders).where(own);
    const total = counted?.total ?? 0;
    const { start, ...window } = pageWindow(total, page, limit);
    // A page past the end asks nothing (its offset may be past what a bigint holds).
    const rows =
      start < total
        ? await db
            .select()
            .from(orders)
            .where(own)
            .orderBy(...SORTS[sort])
            .limit(limit)
            .offset(start)
        : [];
    return { items: rows.map(orderOf), ...window };
  }
}
