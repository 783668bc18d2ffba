/** @jest-environment node */
import { RateLimiter, rateLimitScale, type RatePolicy } from '../rate-limit';
import { envForEachTest } from '@autoparts/shared/testing';

const POLICY: RatePolicy = {
  limit: 3,
  windowMs: 60_000,
  title: 'ERROR_TOO_MANY_REQUESTS',
  detail: 'Too many tries.',
};

envForEachTest({ MOCK_RATE_LIMIT: undefined, NODE_ENV: 'test' });

describe('rateLimitScale (MOCK_RATE_LIMIT)', () => {
  it('is on by default and off under jest unless a test turns it on', () => {
    delete process.env.MOCK_RATE_LIMIT;
    process.env.NODE_ENV = 'production';
    expect(rateLimitScale()).toBe(1);
    delete process.env.NODE_ENV;
    expect(rateLimitScale()).toBe(1);
    process.env.NODE_ENV = 'test';
    expect(rateLimitScale()).toBe(0);
    process.env.MOCK_RATE_LIMIT = '1';
    expect(rateLimitScale()).toBe(1);
  });

  it('reads 0 as off and another number as a multiplier; garbage keeps the default', () => {
    process.env.NODE_ENV = 'production';
    process.env.MOCK_RATE_LIMIT = '0';
    expect(rateLimitScale()).toBe(0);
    process.env.MOCK_RATE_LIMIT = '10';
    expect(rateLimitScale()).toBe(10);
    process.env.MOCK_RATE_LIMIT = 'lots';
    expect(rateLimitScale()).toBe(1);
  });
});

describe('RateLimiter', () => {
  let clock = 1_000_000;
  const limiter = () => new RateLimiter(POLICY, 3, () => clock);
  envForEachTest({ MOCK_RATE_LIMIT: '1' });

  it('lets `limit` requests through in a window, then answers 429 until the oldest leaves it', async () => {
    const limits = limiter();
    for (let i = 0; i < 3; i++) {
      expect(limits.take('client-a')).toBeNull();
      clock += 10_000;
    }

    const refused = limits.take('client-a')!;
    expect(refused.status).toBe(429);
    // The first request was 30 s ago: it leaves the 60 s window in 30 s.
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual({
      status: 429,
      title: 'ERROR_TOO_MANY_REQUESTS',
      detail: 'Too many tries. Try again in 30 seconds.',
      errors: {},
    });
    // Another key has its own allowance.
    expect(limits.take('client-b')).toBeNull();

    clock += 30_000;
    expect(limits.take('client-a')).toBeNull();
    expect(limits.take('client-a')?.headers.get('Retry-After')).toBe('10');
  });

  it('counts only what is recorded: check alone never uses the allowance', () => {
    const limits = limiter();
    for (let i = 0; i < 5; i++) expect(limits.check('account')).toBeNull();
    for (let i = 0; i < 3; i++) limits.record('account');
    expect(limits.check('account')?.status).toBe(429);
    limits.clear('account');
    expect(limits.check('account')).toBeNull();
  });

  it('keeps at most maxKeys keys, forgetting the least recently counted', () => {
    const limits = limiter();
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) limits.record(key);
    limits.record('a');
    limits.record('d');
    expect(limits.check('b')).toBeNull();
    expect(limits.check('a')?.status).toBe(429);
    expect(limits.check('c')?.status).toBe(429);
  });

  it('scales with MOCK_RATE_LIMIT and does nothing when it is 0', () => {
    const limits = limiter();
    process.env.MOCK_RATE_LIMIT = '2';
    for (let i = 0; i < 6; i++) expect(limits.take('x')).toBeNull();
    expect(limits.take('x')?.status).toBe(429);
    process.env.MOCK_RATE_LIMIT = '0';
    expect(limits.take('x')).toBeNull();
  });

  it('says minutes for a long wait', async () => {
    const limits = new RateLimiter({ ...POLICY, limit: 1, windowMs: 15 * 60_000 }, 10, () => clock);
    limits.record('account');
    const refused = limits.check('account')!;
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect((await refused.json()).detail).toBe('Too many tries. Try again in 15 minutes.');
  });
});
