import { sql } from 'drizzle-orm';
import { scaledLimit, secondsToWait, tooManyRequests, type RatePolicy } from './api';
import type { Clock } from './clock';
import type { AreaData } from './db/area-data';
import type { Db } from './db/connection';
import type { Migration } from './db/schema-plan';
import { LimiterRows } from './limiter-rows';

/**
 * The table of an area's rate-limit counters, as a migration of that area's schema: every
 * replica of the service counts into it, so a flood spread over replicas is counted once.
 */
export function rateLimitMigration(schema: string, id: string): Migration {
  return {
    id,
    sql: `create table ${schema}.rate_limit_hits (
  limiter text not null,
  key text not null,
  at bigint not null
);
--> statement-breakpoint
create index rate_limit_hits_key on ${schema}.rate_limit_hits (limiter, key, at);`,
  };
}

/**
 * A sliding-window limit per key, kept in the area's database: the same verdicts as shared's
 * in-memory RateLimiter (at most `limit` counted requests in any `windowMs`), for a service that
 * runs as several replicas. A key's check and count are one transaction under an advisory lock
 * on the key, so requests sent all at once are counted one after another.
 */
export class DatabaseRateLimiter {
  private readonly rows: LimiterRows;

  constructor(
    private readonly data: AreaData,
    /** A name of its own in the area (the table holds every limiter of the area). */
    private readonly name: string,
    readonly policy: RatePolicy,
    private readonly clock: Clock,
  ) {
    this.rows = new LimiterRows(data, name);
  }

  private get table() {
    return this.rows.table;
  }

  /** The 429 to answer when `key` has used its allowance; otherwise counts the request. */
  async take(key: string): Promise<Response | null> {
    const limit = scaledLimit(this.policy);
    if (limit === 0) return null;
    const now = this.clock.now();
    const since = now - this.policy.windowMs;
    const db = await this.data.db();
    const wait = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.name}:${key}`}))`);
      await tx.execute(
        sql`delete from ${this.table} where limiter = ${this.name} and key = ${key} and at <= ${since}`,
      );
      const result = await tx.execute(
        sql`select at from ${this.table} where limiter = ${this.name} and key = ${key} order by at desc limit ${limit}`,
      );
      const recent = (result as unknown as { rows: { at: string | number }[] }).rows
        .map((row) => Number(row.at))
        .reverse();
      const verdict = secondsToWait(this.policy, limit, recent, now);
      if (verdict === null)
        await tx.execute(
          sql`insert into ${this.table} (limiter, key, at) values (${this.name}, ${key}, ${now})`,
        );
      return verdict;
    });
    await this.rows.sweep(db, since);
    return wait === null ? null : tooManyRequests(this.policy, wait);
  }

  /** Forgets a key (a successful sign-in clears the account's failures). */
  clear(key: string): Promise<void> {
    return this.rows.clear(key);
  }
}
