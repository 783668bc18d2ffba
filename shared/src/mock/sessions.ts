import { randomBytes } from 'node:crypto';

/**
 * Access and refresh tokens of the development backend. Every slice runs in the same mock
 * process, so the account slice issues tokens here and the other slices verify bearer tokens
 * here without importing the account slice.
 *
 * A sign-in opens a session (a token family): one live access token and one live refresh token.
 * A refresh rotates both, and the old access token stops working at once. A refresh token that
 * was already rotated away is remembered as spent: presenting it again means someone else holds a
 * copy, so the whole family ends (every access and refresh token it issued). A refresh token
 * expires MOCK_REFRESH_TTL seconds after it was issued (30 days by default); each rotation starts
 * a new period. Sign-out with either token of a session ends both.
 */
interface Session {
  userId: number;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  /** Refresh tokens rotated away, oldest first (at most SESSION_LIMITS.spentPerSession). */
  spent: string[];
}

/**
 * The stores are bounded: past `total` sessions the least recently used one ends, and a user
 * past `perUser` sessions loses its least recently used one (a sign-in on an 11th device signs
 * the oldest out). A session is used when it is opened or refreshed.
 */
export const SESSION_LIMITS = { total: 10_000, perUser: 10, spentPerSession: 20 } as const;

// Least recently used first: a session is moved to the end when it is refreshed.
const sessions = new Set<Session>();
const byAccessToken = new Map<string, Session>();
// Live and spent refresh tokens of the sessions in `sessions`.
const byRefreshToken = new Map<string, Session>();
// Each user's sessions, least recently used first.
const byUser = new Map<number, Set<Session>>();

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 32-character random token (spec §9). */
export function newToken(): string {
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

function secondsFromEnv(name: string, fallback: number): number {
  const seconds = Number(process.env[name] ?? fallback);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : fallback) * 1000;
}

const accessTtlMs = () => secondsFromEnv('MOCK_TOKEN_TTL', 3600);
const refreshTtlMs = () => secondsFromEnv('MOCK_REFRESH_TTL', 30 * 24 * 3600);

function end(session: Session): void {
  if (!sessions.delete(session)) return;
  byAccessToken.delete(session.accessToken);
  byRefreshToken.delete(session.refreshToken);
  for (const token of session.spent) byRefreshToken.delete(token);
  const own = byUser.get(session.userId);
  own?.delete(session);
  if (own?.size === 0) byUser.delete(session.userId);
}

/** Marks the session as the most recently used, in both orders. */
function touch(session: Session): void {
  sessions.delete(session);
  sessions.add(session);
  const own = byUser.get(session.userId) ?? new Set<Session>();
  own.delete(session);
  own.add(session);
  byUser.set(session.userId, own);
}

function oldest<T>(set: Set<T>): T | undefined {
  return set.values().next().value;
}

/** Ends sessions whose refresh token has expired (the oldest first) and keeps the caps. */
function makeRoomFor(userId: number): void {
  const now = Date.now();
  for (const session of sessions) {
    if (session.refreshExpiresAt > now) break;
    end(session);
  }
  const own = byUser.get(userId);
  while (own && own.size >= SESSION_LIMITS.perUser) end(oldest(own)!);
  while (sessions.size >= SESSION_LIMITS.total) end(oldest(sessions)!);
}

function pair(session: Session): { token: string; refreshToken: string } {
  return { token: session.accessToken, refreshToken: session.refreshToken };
}

export function issueTokens(userId: number): { token: string; refreshToken: string } {
  makeRoomFor(userId);
  const now = Date.now();
  const session: Session = {
    userId,
    accessToken: newToken(),
    accessExpiresAt: now + accessTtlMs(),
    refreshToken: newToken(),
    refreshExpiresAt: now + refreshTtlMs(),
    spent: [],
  };
  byAccessToken.set(session.accessToken, session);
  byRefreshToken.set(session.refreshToken, session);
  touch(session);
  return pair(session);
}

/**
 * A new pair for the session's live refresh token; null for an unknown or expired one. A spent
 * (already rotated) refresh token is refused and ends its whole session.
 */
export function rotateRefreshToken(
  refreshToken: string,
): { token: string; refreshToken: string } | null {
  const session = byRefreshToken.get(refreshToken);
  if (!session) return null;
  const now = Date.now();
  if (session.refreshToken !== refreshToken || session.refreshExpiresAt <= now) {
    end(session);
    return null;
  }
  byAccessToken.delete(session.accessToken);
  session.spent.push(session.refreshToken);
  // The oldest spent tokens are forgotten: presenting one is then refused like an unknown token.
  while (session.spent.length > SESSION_LIMITS.spentPerSession)
    byRefreshToken.delete(session.spent.shift()!);
  session.accessToken = newToken();
  session.accessExpiresAt = now + accessTtlMs();
  session.refreshToken = newToken();
  session.refreshExpiresAt = now + refreshTtlMs();
  byAccessToken.set(session.accessToken, session);
  byRefreshToken.set(session.refreshToken, session);
  touch(session);
  return pair(session);
}

/**
 * Sign-out: each token given ends its whole session, so the access token alone, the refresh
 * token alone (live or spent) or both sign the session out. An expired access token still
 * names its session.
 */
export function revokeTokens(accessToken: string | null, refreshToken: string | null): void {
  for (const session of [
    accessToken ? byAccessToken.get(accessToken) : undefined,
    refreshToken ? byRefreshToken.get(refreshToken) : undefined,
  ])
    if (session) end(session);
}

/**
 * Signs a user out on every device: all of its access and refresh tokens stop working (a password
 * change or reset, so whoever knew the old password loses the sessions it opened).
 */
export function revokeUserSessions(userId: number): void {
  for (const session of [...(byUser.get(userId) ?? [])]) end(session);
}

export function userIdForAccessToken(token: string): number | null {
  const session = byAccessToken.get(token);
  if (!session || session.accessExpiresAt <= Date.now()) return null;
  return session.userId;
}

/** The user id behind the request's bearer token, or null when it is missing, unknown or expired. */
export function authenticatedUserId(request: Request): number | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ? userIdForAccessToken(match[1]) : null;
}

/**
 * Who sends a request an anonymous visitor may send too (an order, a review): a guest
 * (`customerId` null) or a signed-in customer. Null when a bearer is sent but is no longer valid:
 * refused (401) rather than taken for a guest, so the client refreshes it and the request lands in
 * the account.
 */
export function guestOrCustomer(request: Request): { customerId: number | null } | null {
  const sent = (request.headers.get('authorization') ?? '').trim() !== '';
  const customerId = authenticatedUserId(request);
  return sent && customerId === null ? null : { customerId };
}
