import { sql } from 'drizzle-orm';
import type { AreaData } from './db/area-data';
import type { Db } from './db/connection';

// Every so many counted calls an instance also drops what every key left behind.
const SWEEP_EVERY = 500;

/**
 * One limiter's rows in its area's `rate_limit_hits` (see rateLimitMigration): the table, the
 * occasional sweep of the rows that left every window, and forgetting a key.
 */
export class LimiterRows {
  private sinceSweep = 0;

  constructor(
    private readonly data: AreaData,
    /** A name of its own in the area (the table holds every limiter of the area). */
    private readonly name: string,
  ) {}

  get table() {
    return sql`${sql.identifier(this.data.plan.schema)}.rate_limit_hits`;
  }

  /** Counts a call: every SWEEP_EVERY-th also deletes the limiter's rows from `since` back. */
  async sweep(db: Db, since: number): Promise<void> {
    if (++this.sinceSweep < SWEEP_EVERY) return;
    this.sinceSweep = 0;
    await db.execute(
      sql`delete from ${this.table} where limiter = ${this.name} and at <= ${since}`,
    );
  }

  /** Forgets a key's rows. */
  async clear(key: string): Promise<void> {
    const db = await this.data.db();
    await db.execute(sql`delete from ${this.table} where limiter = ${this.name} and key = ${key}`);
  }
}
