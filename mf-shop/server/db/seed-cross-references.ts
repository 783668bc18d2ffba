import { sql } from 'drizzle-orm';
import type { Db } from '@autoparts/service-kit';
import { crossReferencesOf } from '../data/cross-references';
import { products } from './schema';

/** Rows per update statement, as service-kit's insertRows batches its inserts. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Writes the OEM and interchange numbers into the product rows stored before they existed,
 * derived from each row's own part type, brand and fitment. On a schema the catalog seed has
 * just filled, every row already holds them: the update then changes nothing.
 */
export async function seedCrossReferences(tx: Db): Promise<void> {
  const rows = await tx
    .select({
      id: products.id,
      partType: products.partType,
      brand: products.brand,
      fitment: products.fitment,
      vehicleIds: products.vehicleIds,
    })
    .from(products)
    .orderBy(products.id);
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const batch = rows.slice(from, from + ROWS_PER_STATEMENT).map((row) => ({
      id: row.id,
      ...crossReferencesOf({
        ...row,
        compatibility: row.fitment === 'list' ? row.vehicleIds : row.fitment,
      }),
    }));
    await tx.execute(sql`update ${products} p set oem = r.oem, interchange = r.interchange
      from json_populate_recordset(null::${products}, ${JSON.stringify(batch)}::json) r
      where p.id = r.id and (p.oem, p.interchange) is distinct from (r.oem, r.interchange)`);
  }
}
