import type { TokenPair } from '@autoparts/shared';
import {
  authenticatedUserId,
  issueTokens,
  revokeTokens,
  revokeUserSessions,
  rotateRefreshToken,
} from '@autoparts/shared/mock';
import { type UserRecord, findUserById } from './users';

/**
 * Tokens live in shared's session table (every slice verifies bearers there); the account slice
 * also remembers whose they are, so a password reset can sign a user out everywhere and a slice
 * reset leaves no token pointing at a user who no longer exists.
 */
const owners = new Map<string, number>();

function remember(userId: number, pair: TokenPair): TokenPair {
  owners.set(pair.token, userId);
  owners.set(pair.refreshToken, userId);
  return pair;
}

function forget(token: string): void {
  revokeTokens(token, token);
  owners.delete(token);
}

export function signIn(userId: number): TokenPair {
  return remember(userId, issueTokens(userId));
}

/** Rotates a refresh token; null when it is unknown, already used, or its user is gone. */
export function refreshSession(refreshToken: string): TokenPair | null {
  const userId = owners.get(refreshToken);
  const next = rotateRefreshToken(refreshToken);
  owners.delete(refreshToken);
  if (!next) return null;
  if (userId === undefined || !findUserById(userId)) {
    revokeTokens(next.token, next.refreshToken);
    return null;
  }
  return remember(userId, next);
}

export function signOut(tokens: readonly (string | null | undefined)[]): void {
  for (const token of tokens) if (token) forget(token);
}

/** Every token of the user, including any issued outside this slice, stops working. */
export function signOutEverywhere(userId: number): void {
  revokeUserSessions(userId);
  for (const [token, owner] of owners) if (owner === userId) owners.delete(token);
}

export function endAllSessions(): void {
  for (const token of [...owners.keys()]) forget(token);
}

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
