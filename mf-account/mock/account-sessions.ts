import type { TokenPair } from '@autoparts/shared';
import {
  authenticatedUserId,
  issueTokens,
  revokeTokens,
  revokeUserSessions,
  rotateRefreshToken,
  userIdForAccessToken,
} from '@autoparts/shared/mock';
import { type UserRecord, allUserIds, findUserById, onUserEvicted } from './users';

/**
 * Tokens live in shared's session table (every slice verifies bearers there; it keeps the
 * sessions' lifecycle: rotation, reuse detection, expiry, bounds). The account slice signs users
 * in and out there and makes sure no token outlives its user.
 */
export function signIn(userId: number): TokenPair {
  return issueTokens(userId);
}

/** Rotates a refresh token; null when it is unknown, expired, already used, or its user is gone. */
export function refreshSession(refreshToken: string): TokenPair | null {
  const next = rotateRefreshToken(refreshToken);
  if (!next) return null;
  const userId = userIdForAccessToken(next.token);
  if (userId === null || !findUserById(userId)) {
    revokeTokens(next.token, next.refreshToken);
    return null;
  }
  return next;
}

/** Either token ends its whole session (both tokens of it). */
export function signOut(
  accessToken: string | null | undefined,
  refreshToken: string | null | undefined,
): void {
  revokeTokens(accessToken ?? null, refreshToken ?? null);
}

/** Every token of the user, including any issued outside this slice, stops working. */
export function signOutEverywhere(userId: number): void {
  revokeUserSessions(userId);
}

/** Before a slice reset: no token may point at a user id the next users will reuse. */
export function endAllSessions(): void {
  for (const userId of allUserIds()) revokeUserSessions(userId);
}

// A user evicted from the bounded user store is signed out everywhere.
onUserEvicted(signOutEverywhere);

/** The raw bearer token of a request (Logout revokes it even when it has already expired). */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The user behind the request's bearer token; undefined when signed out or the user is gone. */
export function signedInUser(request: Request): UserRecord | undefined {
  const userId = authenticatedUserId(request);
  return userId === null ? undefined : findUserById(userId);
}
