import { sql } from 'drizzle-orm';
import { scaledLimit, tooManyRequests } from './api';
import type { Clock } from './clock';
import type { AreaData } from './db/area-data';
import type { Db } from './db/connection';
import { LimiterRows } from './limiter-rows';

/**
 * Failures a key may have before it has to wait, and how the wait grows: after `free` failures
 * in `windowMs`, each further attempt waits `baseDelayMs` after the last failure, doubled for
 * every failure past `free`, up to `maxDelayMs`.
 */
export interface BackoffPolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  title: string;
  detail: string;
}

/** One attempt's failure, counted under each of its keys until the attempt is forgiven. */
export interface ReservedFailure {
  at: number;
  keys: readonly string[];
}

export type AttemptVerdict = { refused: Response } | { reserved: ReservedFailure };

/** The wait (ms) a key with `failures` in its window owes after its last failure. */
export function backoffDelay(policy: BackoffPolicy, free: number, failures: number): number {
  if (failures < free) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failures - free));
}

interface KeyState {
  failures: number;
  last: number;
}

/**
 * Growing delays per key over the area's `rate_limit_hits` (OWASP's answer to guessing: no hard
 * lock another party can set off, only a wait that grows with the key's own failures). An attempt
 * is counted as a failure before its check runs, so attempts sent all at once are counted one
 * after another, and is forgiven when it turns out right: a success never uses up a budget.
 */
export class FailureBackoff {
  private readonly rows: LimiterRows;

  constructor(
    private readonly data: AreaData,
    private readonly name: string,
    readonly policy: BackoffPolicy,
    private readonly clock: Clock,
  ) {
    this.rows = new LimiterRows(data, name);
  }

  /** The policy as the shared limit helpers (MOCK_RATE_LIMIT scaling, the 429) read one. */
  private get asRatePolicy() {
    return { ...this.policy, limit: this.policy.free };
  }

  private get table() {
    return this.rows.table;
  }

  private async stateOf(tx: Db, key: string, since: number): Promise<KeyState> {
    const result = await tx.execute(
      sql`select count(*)::int as failures, coalesce(max(at), 0) as last from ${this.table}
          where limiter = ${this.name} and key = ${key} and at > ${since}`,
    );
    const row = (result as unknown as { rows: { failures: number; last: string | number }[] })
      .rows[0];
    return { failures: Number(row?.failures ?? 0), last: Number(row?.last ?? 0) };
  }

  /**
   * Either the 429 to answer (some key still owes a wait: Retry-After says how long) or the
   * failure reserved under every key, to `forgive` once the attempt proves right.
   */
  async attempt(keys: readonly string[]): Promise<AttemptVerdict> {
    const free = scaledLimit(this.asRatePolicy);
    const now = this.clock.now();
    if (free === 0) return { reserved: { at: now, keys: [] } }; // limits are off
    const since = now - this.policy.windowMs;
    const db = await this.data.db();
    const unique = [...new Set(keys)].sort(); // one lock order, so two attempts never deadlock
    const verdict = await db.transaction(async (transaction): Promise<AttemptVerdict> => {
      const tx = transaction as unknown as Db;
      let waitMs = 0;
      for (const key of unique) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.name}:${key}`}))`);
        const { failures, last } = await this.stateOf(tx, key, since);
        waitMs = Math.max(waitMs, last + backoffDelay(this.policy, free, failures) - now);
      }
      if (waitMs > 0) return { refused: tooManyRequests(this.asRatePolicy, Math.ceil(waitMs / 1000)) };
      for (const key of unique)
        await tx.execute(
          sql`insert into ${this.table} (limiter, key, at) values (${this.name}, ${key}, ${now})`,
        );
      return { reserved: { at: now, keys: unique } };
    });
    await this.rows.sweep(db, since);
    return verdict;
  }

  /** The attempt was right: its reserved failure is taken back under every key. */
  async forgive(failure: ReservedFailure): Promise<void> {
    const db = await this.data.db();
    for (const key of failure.keys)
      await db.execute(
        sql`delete from ${this.table} where ctid in (select ctid from ${this.table}
            where limiter = ${this.name} and key = ${key} and at = ${failure.at} limit 1)`,
      );
  }

  /** Forgets a key's failures (its owner proved who they are). */
  clear(key: string): Promise<void> {
    return this.rows.clear(key);
  }
}
