import { timingSafeEqual } from 'node:crypto';
import { newToken } from '@autoparts/shared/mock';

/** A reset link is good for 30 minutes and once; asking again replaces the previous one. */
const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const pending = new Map<number, { token: string; expiresAt: number }>();

export function issueResetToken(userId: number): string {
  const token = newToken();
  pending.set(userId, { token, expiresAt: Date.now() + RESET_TOKEN_TTL_MS });
  return token;
}

export function peekResetToken(userId: number): string | null {
  const entry = pending.get(userId);
  return entry && entry.expiresAt > Date.now() ? entry.token : null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True once for the right, unexpired token; the token is spent by that call. */
export function consumeResetToken(userId: number, token: string): boolean {
  const expected = peekResetToken(userId);
  if (!expected || !sameToken(expected, token)) return false;
  pending.delete(userId);
  return true;
}

export function clearResetTokens(): void {
  pending.clear();
}
