import { randomBytes } from 'node:crypto';

/**
 * Access and refresh tokens of the development backend. Every slice runs in the same mock
 * process, so the account slice issues tokens here and the other slices verify bearer tokens
 * here without importing the account slice.
 */
interface Session {
  userId: number;
  expiresAt: number;
}

const accessTokens = new Map<string, Session>();
const refreshTokens = new Map<string, number>();

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 32-character random token (spec §9). */
export function newToken(): string {
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

function tokenTtlMs(): number {
  const seconds = Number(process.env.MOCK_TOKEN_TTL ?? 3600);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
}

export function issueTokens(userId: number): { token: string; refreshToken: string } {
  const token = newToken();
  const refreshToken = newToken();
  accessTokens.set(token, { userId, expiresAt: Date.now() + tokenTtlMs() });
  refreshTokens.set(refreshToken, userId);
  return { token, refreshToken };
}

/** Refresh tokens rotate: a used one is gone, so a replayed refresh is refused. */
export function rotateRefreshToken(
  refreshToken: string,
): { token: string; refreshToken: string } | null {
  const userId = refreshTokens.get(refreshToken);
  if (userId === undefined) return null;
  refreshTokens.delete(refreshToken);
  return issueTokens(userId);
}

export function revokeTokens(accessToken: string | null, refreshToken: string | null): void {
  if (accessToken) accessTokens.delete(accessToken);
  if (refreshToken) refreshTokens.delete(refreshToken);
}

/**
 * Signs a user out on every device: all of its access and refresh tokens stop working (a password
 * change or reset, so whoever knew the old password loses the sessions it opened).
 */
export function revokeUserSessions(userId: number): void {
  for (const [token, session] of accessTokens)
    if (session.userId === userId) accessTokens.delete(token);
  for (const [token, owner] of refreshTokens) if (owner === userId) refreshTokens.delete(token);
}

export function userIdForAccessToken(token: string): number | null {
  const session = accessTokens.get(token);
  if (!session) return null;
  if (session.expiresAt <= Date.now()) {
    accessTokens.delete(token);
    return null;
  }
  return session.userId;
}

/** The user id behind the request's bearer token, or null when it is missing, unknown or expired. */
export function authenticatedUserId(request: Request): number | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ? userIdForAccessToken(match[1]) : null;
}
