import { HttpResponse } from 'msw';
import type { ApiErrorPayload } from '@autoparts/shared';

/**
 * The header naming the client a request comes from, as `mockMiddleware` sets it (overwriting a
 * client's own): the socket's address, or the visitor's that a trusted proxy passed in
 * X-Forwarded-For (TRUSTED_PROXIES, see clientAddress).
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The key of per-client limits; every request without a known address shares one bucket. */
export function clientKey(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown';
}

/**
 * How strict the limits are. MOCK_RATE_LIMIT=0 turns them off, a positive number multiplies
 * every limit by it (1: the defaults). Unset, they are on, except in jest (NODE_ENV=test), where
 * a test turns them on with MOCK_RATE_LIMIT=1.
 */
export function rateLimitScale(): number {
  const raw = process.env.MOCK_RATE_LIMIT?.trim();
  const scale = raw ? Number(raw) : NaN;
  if (Number.isFinite(scale) && scale >= 0) return scale;
  return process.env.NODE_ENV === 'test' ? 0 : 1;
}

export interface RatePolicy {
  /** Requests allowed per window (before MOCK_RATE_LIMIT scales it). */
  limit: number;
  windowMs: number;
  /** The 429's title: an i18n key the client translates. */
  title: string;
  /** What was limited, in words: the detail adds when to try again. */
  detail: string;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 in the spec's error payload, with the seconds to wait in `Retry-After`. */
export function tooManyRequests(policy: RatePolicy, retryAfterSeconds: number) {
  const payload: ApiErrorPayload = {
    status: 429,
    title: policy.title,
    detail: `${policy.detail} Try again in ${waitText(retryAfterSeconds)}.`,
    errors: {},
  };
  return HttpResponse.json(payload, {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** The policy's limit as MOCK_RATE_LIMIT scales it, or 0 when limits are off. */
export function scaledLimit(policy: RatePolicy): number {
  const scale = rateLimitScale();
  return scale > 0 ? Math.max(1, Math.round(policy.limit * scale)) : 0;
}

/**
 * The sliding window's verdict: null while fewer than `limit` counted requests (times, oldest
 * first, all inside the window) are in it, else the seconds until enough of them have left it.
 */
export function secondsToWait(
  policy: RatePolicy,
  limit: number,
  recent: readonly number[],
  now: number,
): number | null {
  if (recent.length < limit) return null;
  const freedAt = recent[recent.length - limit]! + policy.windowMs;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/**
 * A sliding-window limit per key (a client's address, an account): at most `limit` counted
 * requests in any `windowMs`. Only the newest `limit` times of a key are kept, and at most
 * `maxKeys` keys (the least recently counted is forgotten first), so a flood of keys cannot grow
 * the memory either.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly policy: RatePolicy,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private limit(): number {
    return scaledLimit(this.policy);
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.policy.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  /** The 429 to answer when `key` has used its allowance, else null. Counts nothing. */
  check(key: string): Response | null {
    const limit = this.limit();
    if (limit === 0) return null;
    const now = this.now();
    const wait = secondsToWait(this.policy, limit, this.recent(key, now), now);
    return wait === null ? null : tooManyRequests(this.policy, wait);
  }

  /** Counts one request of `key`. */
  record(key: string): void {
    const limit = this.limit();
    if (limit === 0) return;
    const now = this.now();
    const recent = [...this.recent(key, now), now].slice(-limit);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  /** Checks, and counts the request when it is let through. */
  take(key: string): Response | null {
    const refused = this.check(key);
    if (!refused) this.record(key);
    return refused;
  }

  /** Forgets a key (a successful sign-in clears the account's failures). */
  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }
}
