import { sql } from 'drizzle-orm';
import type { Db } from '@autoparts/service-kit';
import { seededAddresses } from '../data/addresses';
import { seededCustomer } from '../data/customer';
import { phoneDigits } from '../users';
import { addresses, users } from './schema';

/** The demo customer and its address book, with the ids the other areas' seeds name. */
export async function seedAccount(tx: Db): Promise<void> {
  const customer = seededCustomer();
  await tx.insert(users).values({ ...customer, phoneDigits: phoneDigits(customer.phone) });
  await tx.insert(addresses).values(
    seededAddresses().map(({ default: isDefault, ...address }) => ({
      ...address,
      userId: customer.id,
      isDefault,
    })),
  );
  // The rows above took their ids by hand: the sequences go on after them.
  for (const table of ['users', 'addresses'])
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`account.${table}`}, 'id'), (select max(id) from ${sql.identifier('account')}.${sql.identifier(table)}))`,
    );
}
