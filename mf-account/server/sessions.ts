import { and, desc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { TokenPair } from '@autoparts/shared';
import { newToken, tokenDigest, type AreaData, type Clock, type Db } from '@autoparts/service-kit';
import { sessions, spentRefreshTokens } from './db/schema';

/**
 * A sign-in opens a session (a token family): one live access token and one live refresh token.
 * A refresh rotates both, and the old access token stops working at once. A refresh token that
 * was already rotated away is remembered as spent: presenting it again means someone else holds a
 * copy, so the whole session ends. A user keeps its `perUser` most recently used sessions (an
 * 11th device signs the oldest out) and each session its `spentPerSession` newest spent tokens.
 */
export const SESSION_LIMITS = { perUser: 10, spentPerSession: 20 } as const;

function secondsFromEnv(name: string, fallback: number): number {
  const seconds = Number(process.env[name] ?? fallback);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : fallback) * 1000;
}

const accessTtlMs = () => secondsFromEnv('MOCK_TOKEN_TTL', 3600);
const refreshTtlMs = () => secondsFromEnv('MOCK_REFRESH_TTL', 30 * 24 * 3600);

function freshPair(now: number) {
  const pair = { token: newToken(), refreshToken: newToken() };
  const columns = {
    accessDigest: tokenDigest(pair.token),
    accessExpiresAt: now + accessTtlMs(),
    refreshDigest: tokenDigest(pair.refreshToken),
    refreshExpiresAt: now + refreshTtlMs(),
    lastUsedAt: now,
  };
  return { pair, columns };
}

/** The sessions of the account schema; only digests of the tokens are stored. */
export class SessionStore {
  constructor(
    private readonly data: AreaData,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number): Promise<TokenPair> {
    const now = this.clock.now();
    const { pair, columns } = freshPair(now);
    const db = await this.data.db();
    await db.transaction(async (tx) => {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.refreshExpiresAt, now)));
      await this.keepNewest(tx as unknown as Db, userId, SESSION_LIMITS.perUser - 1);
      await tx.insert(sessions).values({ userId, ...columns });
    });
    return pair;
  }

  private async keepNewest(db: Db, userId: number, count: number): Promise<void> {
    const newest = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
      .limit(count);
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)));
  }

  /**
   * A new pair for a live refresh token, and its user; null for an unknown or expired one. A
   * spent (already rotated) refresh token is refused and ends its whole session.
   */
  async rotate(refreshToken: string): Promise<{ userId: number; tokens: TokenPair } | null> {
    const now = this.clock.now();
    const digest = tokenDigest(refreshToken);
    const { pair, columns } = freshPair(now);
    const db = await this.data.db();
    return db.transaction(async (tx) => {
      // One statement takes the token: of two refreshes racing with it, one wins and the other
      // finds it spent, as a stolen copy would.
      const [rotated] = await tx
        .update(sessions)
        .set(columns)
        .where(and(eq(sessions.refreshDigest, digest), gt(sessions.refreshExpiresAt, now)))
        .returning({ id: sessions.id, userId: sessions.userId });
      if (!rotated) {
        await tx.delete(sessions).where(this.namedByRefresh(digest));
        return null;
      }
      await tx.insert(spentRefreshTokens).values({ digest, sessionId: rotated.id, spentAt: now });
      const kept = tx
        .select({ digest: spentRefreshTokens.digest })
        .from(spentRefreshTokens)
        .where(eq(spentRefreshTokens.sessionId, rotated.id))
        .orderBy(desc(spentRefreshTokens.spentAt), desc(spentRefreshTokens.digest))
        .limit(SESSION_LIMITS.spentPerSession);
      await tx
        .delete(spentRefreshTokens)
        .where(
          and(
            eq(spentRefreshTokens.sessionId, rotated.id),
            notInArray(spentRefreshTokens.digest, kept),
          ),
        );
      return { userId: rotated.userId, tokens: pair };
    });
  }

  /** The session a refresh token names, live, expired or spent. */
  private namedByRefresh(digest: string) {
    const spent = sql`(select ${spentRefreshTokens.sessionId} from ${spentRefreshTokens} where ${spentRefreshTokens.digest} = ${digest})`;
    return or(eq(sessions.refreshDigest, digest), inArray(sessions.id, spent));
  }

  /**
   * Sign-out: each token given ends its whole session, so the access token alone, the refresh
   * token alone (live or spent) or both sign the session out. An expired access token still
   * names its session.
   */
  async revoke(accessToken: string | null, refreshToken: string | null): Promise<void> {
    const named = [
      ...(accessToken ? [eq(sessions.accessDigest, tokenDigest(accessToken))] : []),
      ...(refreshToken ? [this.namedByRefresh(tokenDigest(refreshToken))] : []),
    ];
    if (named.length === 0) return;
    const db = await this.data.db();
    await db.delete(sessions).where(or(...named));
  }

  /** Signs a user out on every device (a password change or reset). */
  async revokeUser(userId: number): Promise<void> {
    const db = await this.data.db();
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async userIdFor(accessToken: string): Promise<number | null> {
    const db = await this.data.db();
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          eq(sessions.accessDigest, tokenDigest(accessToken)),
          gt(sessions.accessExpiresAt, this.clock.now()),
        ),
      );
    return row?.userId ?? null;
  }
}
