import { and, asc, eq, ne } from 'drizzle-orm';
import type { Address } from '@autoparts/shared';
import type { AreaData, Db } from '@autoparts/service-kit';
import { addresses, users } from './db/schema';

/** Far more than a customer keeps; bounds what one signed-in client can make the service hold. */
export const MAX_ADDRESSES = 50;

export type AddressInput = Omit<Address, 'id'>;

type AddressRow = typeof addresses.$inferSelect;

function addressOf({ userId: _userId, isDefault, ...fields }: AddressRow): Address {
  return { ...fields, default: isDefault };
}

function columnsOf({ default: isDefault, ...fields }: AddressInput) {
  return { ...fields, isDefault };
}

/**
 * Each customer's addresses in creation order. Rule kept by every change (spec §4): a book that
 * is not empty has exactly one default address (a unique index holds it under concurrent writes).
 */
export class AddressBook {
  constructor(private readonly data: AreaData) {}

  async list(userId: number): Promise<Address[]> {
    const db = await this.data.db();
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id));
    return rows.map(addressOf);
  }

  async find(userId: number, id: number | null): Promise<Address | undefined> {
    if (id === null) return undefined;
    const db = await this.data.db();
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    return row && addressOf(row);
  }

  async defaultOf(userId: number): Promise<Address | undefined> {
    const db = await this.data.db();
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    return row && addressOf(row);
  }

  /**
   * Locks the customer's book for the rest of the transaction, so two changes take turns: the
   * customer's row is the lock, since an empty book has no address row to hold.
   */
  private async lockBook(tx: Db, userId: number): Promise<AddressRow[]> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return tx
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .for('update');
  }

  private async clearDefault(tx: Db, userId: number, except?: number): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.isDefault, true),
          ...(except === undefined ? [] : [ne(addresses.id, except)]),
        ),
      );
  }

  /** The new address, or null when the book is full. The first address is always the default. */
  async add(userId: number, input: AddressInput): Promise<Address | null> {
    const db = await this.data.db();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const book = await this.lockBook(tx, userId);
      if (book.length >= MAX_ADDRESSES) return null;
      const isDefault = input.default || book.length === 0;
      if (isDefault) await this.clearDefault(tx, userId);
      const [row] = await tx
        .insert(addresses)
        .values({ ...columnsOf(input), isDefault, userId })
        .returning();
      return addressOf(row!);
    });
  }

  /**
   * Un-ticking "default" on the default address keeps it the default: the book cannot be left
   * without one, and the customer moves the flag by saving another address as the default.
   */
  async update(userId: number, id: number, input: AddressInput): Promise<Address | undefined> {
    const db = await this.data.db();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const current = (await this.lockBook(tx, userId)).find((row) => row.id === id);
      if (!current) return undefined;
      const isDefault = input.default || current.isDefault;
      if (isDefault) await this.clearDefault(tx, userId, id);
      const [row] = await tx
        .update(addresses)
        .set({ ...columnsOf(input), isDefault })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning();
      return addressOf(row!);
    });
  }

  /** False when the customer has no such address. Deleting the default promotes the first left. */
  async remove(userId: number, id: number | null): Promise<boolean> {
    if (id === null) return false;
    const db = await this.data.db();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const book = await this.lockBook(tx, userId);
      const removed = book.find((row) => row.id === id);
      if (!removed) return false;
      await tx.delete(addresses).where(eq(addresses.id, id));
      const first = book.find((row) => row.id !== id);
      if (removed.isDefault && first)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
      return true;
    });
  }
}
