import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import { newToken, tokenDigest, type AreaData, type Clock } from '@autoparts/service-kit';
import { resetLinks } from './db/schema';

/**
 * Password reset links. A link is good for 30 minutes and once. Asking again does not kill the
 * links already sent (someone may be about to use one): each account keeps its newest
 * `perUser` live links, and a reset with any of them spends them all.
 */
export const RESET_TOKEN_LIMITS = { ttlMs: 30 * 60 * 1000, perUser: 5 } as const;

const LAST_ISSUED_KEPT = 1_000;

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The links of the account schema, kept as digests of their tokens. */
export class ResetLinks {
  /**
   * The newest token issued per account, for tests and the dev server's console only: no mail
   * leaves this service, and the table holds digests.
   */
  private readonly lastIssued = new Map<number, string>();

  constructor(
    private readonly data: AreaData,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number): Promise<string> {
    const now = this.clock.now();
    const token = newToken();
    const db = await this.data.db();
    await db.transaction(async (tx) => {
      await tx
        .delete(resetLinks)
        .where(and(eq(resetLinks.userId, userId), lte(resetLinks.expiresAt, now)));
      const newest = tx
        .select({ id: resetLinks.id })
        .from(resetLinks)
        .where(eq(resetLinks.userId, userId))
        .orderBy(desc(resetLinks.id))
        .limit(RESET_TOKEN_LIMITS.perUser - 1);
      await tx
        .delete(resetLinks)
        .where(and(eq(resetLinks.userId, userId), notInArray(resetLinks.id, newest)));
      await tx.insert(resetLinks).values({
        userId,
        digest: tokenDigest(token),
        expiresAt: now + RESET_TOKEN_LIMITS.ttlMs,
      });
    });
    this.lastIssued.delete(userId);
    this.lastIssued.set(userId, token);
    if (this.lastIssued.size > LAST_ISSUED_KEPT)
      this.lastIssued.delete(this.lastIssued.keys().next().value!);
    return token;
  }

  /** The newest token issued to the account while it is still live, or null (tests, dev console). */
  async peek(userId: number): Promise<string | null> {
    const token = this.lastIssued.get(userId);
    if (!token) return null;
    const db = await this.data.db();
    const [live] = await db
      .select({ id: resetLinks.id })
      .from(resetLinks)
      .where(
        and(
          eq(resetLinks.userId, userId),
          eq(resetLinks.digest, tokenDigest(token)),
          gt(resetLinks.expiresAt, this.clock.now()),
        ),
      );
    return live ? token : null;
  }

  /** True once for any of the account's live tokens; that call spends all of them. */
  async consume(userId: number, token: string): Promise<boolean> {
    const digest = tokenDigest(token);
    const db = await this.data.db();
    return db.transaction(async (tx) => {
      const live = await tx
        .select({ digest: resetLinks.digest })
        .from(resetLinks)
        .where(and(eq(resetLinks.userId, userId), gt(resetLinks.expiresAt, this.clock.now())))
        .for('update');
      // Every live link is compared, so the time taken does not tell which one matched.
      const matched = live.reduce((found, link) => sameDigest(link.digest, digest) || found, false);
      if (matched) await tx.delete(resetLinks).where(eq(resetLinks.userId, userId));
      return matched;
    });
  }

  /** Every pending link of the account is void (its password or email was changed). */
  async revokeAll(userId: number): Promise<void> {
    const db = await this.data.db();
    await db.delete(resetLinks).where(eq(resetLinks.userId, userId));
    this.lastIssued.delete(userId);
  }
}
