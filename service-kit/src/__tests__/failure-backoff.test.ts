import { AreaData } from '../db/area-data';
import { FailureBackoff, type AttemptVerdict, type BackoffPolicy } from '../failure-backoff';
import { rateLimitMigration } from '../rate-limits';
import { openTestDatabase } from '../testing';
import { envForEachTest } from '@autoparts/shared/testing';

const POLICY: BackoffPolicy = {
  free: 3,
  baseDelayMs: 30_000,
  maxDelayMs: 120_000,
  windowMs: 3_600_000,
  title: 'AUTH_TOO_MANY_ATTEMPTS',
  detail: 'Too many failed attempts.',
};

envForEachTest({ MOCK_RATE_LIMIT: '1' });
let now = 1_000_000;
const clock = { now: () => now };
const data = new AreaData(() => openTestDatabase('parts'), {
  schema: 'parts',
  migrations: [rateLimitMigration('parts', '0001_rate_limits')],
});
let limiter: FailureBackoff;
let round = 0;
beforeEach(() => {
  // A limiter of its own per test: the table is shared, the name keeps the counts apart.
  limiter = new FailureBackoff(data, `test-${(round += 1)}`, POLICY, clock);
});
// PGlite's start and the migration are not what the tests time: done once, before them.
beforeAll(() => data.db(), 60_000);
afterAll(() => data.close());

const retryAfter = (verdict: AttemptVerdict) =>
  'refused' in verdict ? Number(verdict.refused.headers.get('Retry-After')) : null;

test('after the free failures each attempt waits, twice as long each time, up to the cap', async () => {
  for (let i = 0; i < POLICY.free; i++) expect(retryAfter(await limiter.attempt(['a']))).toBeNull();
  const waits: number[] = [];
  for (let i = 0; i < 5; i++) {
    const refused = await limiter.attempt(['a']);
    const wait = retryAfter(refused)!;
    waits.push(wait);
    now += wait * 1000;
    expect(retryAfter(await limiter.attempt(['a']))).toBeNull();
  }
  expect(waits).toEqual([30, 60, 120, 120, 120]);
});

test('a refusal is the 429 in the error payload', async () => {
  for (let i = 0; i < POLICY.free; i++) await limiter.attempt(['a']);
  const verdict = await limiter.attempt(['a']);
  expect('refused' in verdict && verdict.refused.status).toBe(429);
  if ('refused' in verdict)
    expect(await verdict.refused.json()).toMatchObject({ status: 429, title: POLICY.title });
});

test('forgiven attempts never count, and one key waiting leaves the others be', async () => {
  for (let i = 0; i < 10; i++) {
    const verdict = await limiter.attempt(['a', 'client']);
    if ('reserved' in verdict) await limiter.forgive(verdict.reserved);
  }
  expect(retryAfter(await limiter.attempt(['a', 'client']))).toBeNull();
  for (let i = 0; i < POLICY.free; i++) await limiter.attempt(['b']);
  expect(retryAfter(await limiter.attempt(['b']))).toBe(30);
  expect(retryAfter(await limiter.attempt(['c']))).toBeNull();
  // Any of an attempt's keys that owes a wait refuses it.
  expect(retryAfter(await limiter.attempt(['c', 'b']))).toBe(30);
});

test('attempts sent all at once are counted one after another', async () => {
  const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.attempt(['a'])));
  expect(verdicts.filter((verdict) => 'reserved' in verdict)).toHaveLength(POLICY.free);
});

test('failures older than the window are forgotten', async () => {
  for (let i = 0; i < POLICY.free; i++) await limiter.attempt(['a']);
  now += POLICY.windowMs;
  expect(retryAfter(await limiter.attempt(['a']))).toBeNull();
});

test('clear forgets a key at once', async () => {
  for (let i = 0; i < POLICY.free; i++) await limiter.attempt(['a']);
  await limiter.clear('a');
  expect(retryAfter(await limiter.attempt(['a']))).toBeNull();
});
