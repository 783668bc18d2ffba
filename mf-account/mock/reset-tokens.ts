import { timingSafeEqual } from 'node:crypto';
import { newToken } from '@autoparts/shared/mock';
import { onUserEvicted } from './users';

/**
 * Password reset links. A link is good for 30 minutes and once. Asking again does not kill the
 * links already sent (someone may be about to use one): each account keeps its newest
 * `perUser` live links, and a reset with any of them spends them all. The store is bounded:
 * past `total` links the oldest one anywhere is dropped, so asking floods no memory.
 */
export const RESET_TOKEN_LIMITS = { ttlMs: 30 * 60 * 1000, perUser: 5, total: 10_000 } as const;

interface ResetLink {
  userId: number;
  token: string;
  expiresAt: number;
}

// Oldest first, for the whole store and for each account.
const links = new Set<ResetLink>();
const byUser = new Map<number, ResetLink[]>();

function drop(link: ResetLink): void {
  links.delete(link);
  const own = (byUser.get(link.userId) ?? []).filter((entry) => entry !== link);
  if (own.length) byUser.set(link.userId, own);
  else byUser.delete(link.userId);
}

/** Links all live as long, so the expired ones are the oldest. */
function dropExpired(now: number): void {
  for (const link of links) {
    if (link.expiresAt > now) return;
    drop(link);
  }
}

export function issueResetToken(userId: number): string {
  const now = Date.now();
  dropExpired(now);
  const own = byUser.get(userId) ?? [];
  while (own.length >= RESET_TOKEN_LIMITS.perUser) drop(own.shift()!);
  while (links.size >= RESET_TOKEN_LIMITS.total) drop(links.values().next().value!);
  const link = { userId, token: newToken(), expiresAt: now + RESET_TOKEN_LIMITS.ttlMs };
  links.add(link);
  byUser.set(userId, [...(byUser.get(userId) ?? []), link]);
  return link.token;
}

function liveLinks(userId: number): ResetLink[] {
  const now = Date.now();
  return (byUser.get(userId) ?? []).filter((link) => link.expiresAt > now);
}

/** The newest live token of the account, or null. */
export function peekResetToken(userId: number): string | null {
  return liveLinks(userId).at(-1)?.token ?? null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True once for any of the account's live tokens; that call spends all of them. */
export function consumeResetToken(userId: number, token: string): boolean {
  // Every live link is compared, so the time taken does not tell which one matched.
  const matched = liveLinks(userId).reduce(
    (found, link) => sameToken(link.token, token) || found,
    false,
  );
  if (matched) dropResetTokens(userId);
  return matched;
}

export function dropResetTokens(userId: number): void {
  for (const link of [...(byUser.get(userId) ?? [])]) drop(link);
}

export function clearResetTokens(): void {
  links.clear();
  byUser.clear();
}

onUserEvicted(dropResetTokens);
