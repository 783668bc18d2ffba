/** @jest-environment node */
import { startAbuseStorefront, type AbuseStorefront } from '../robustness/abuse/abuse-storefront';
import { KINDS, probeId } from '../robustness/abuse/probe';
import { abuseReportClean, formatAbuseReport } from '../robustness/abuse/report';
import { runAbuse, type ProbeReport } from '../robustness/abuse/run-abuse';
import type { Answer } from '../robustness/abuse/storefront';
import {
  guessesThrough,
  ownerRefusals,
  pastBudget,
  tellingPairs,
} from '../robustness/abuse/verdicts';

// The abuse report of `npm run test:robustness` (robustness/abuse/), against the built gateway in
// its own process with the rate limits on: lockout, enumeration, takeover, floods and spoofed
// address headers, none of which may get through.

/**
 * Probes that get through because a fix in another area is not in yet, with what is missing.
 * They still run and print; any other probe that gets through fails the test.
 */
const KNOWN_FAILURES: Record<string, string> = {};

const answer = (status: number, title = '', detail = ''): Answer => ({
  status,
  body: {},
  title,
  detail,
});
const times = (count: number, make: () => Answer) => Array.from({ length: count }, make);

describe('what counts as getting through', () => {
  it('counts answers past a budget, a 429 never', () => {
    expect(
      pastBudget(
        times(12, () => answer(201)),
        10,
      ),
    ).toBe(2);
    expect(pastBudget([...times(10, () => answer(201)), ...times(90, () => answer(429))], 10)).toBe(
      0,
    );
  });

  it('counts every wrong secret accepted, and checked ones past the budget', () => {
    expect(guessesThrough([answer(200), ...times(39, () => answer(429))], 5)).toBe(1);
    expect(guessesThrough([...times(7, () => answer(400)), answer(429)], 5)).toBe(2);
    expect(guessesThrough([...times(5, () => answer(400)), answer(429)], 5)).toBe(0);
  });

  it('counts the owner turned away, with the answer they got', () => {
    expect(ownerRefusals(answer(200))).toEqual({ gotThrough: 0 });
    expect(ownerRefusals(answer(429, 'AUTH_TOO_MANY_ATTEMPTS', 'Wait 30 s.'))).toEqual({
      gotThrough: 1,
      evidence: '429 AUTH_TOO_MANY_ATTEMPTS | Wait # s.',
    });
  });

  it('tells pairs apart by status, title or detail, not by the seconds to wait', () => {
    const wait = (seconds: number) => answer(429, 'T', `Try again in ${seconds} seconds.`);
    expect(tellingPairs([[wait(29), wait(30)]]).gotThrough).toBe(0);
    expect(
      tellingPairs([[answer(400, 'Wrong password.'), answer(404, 'No such account.')]]),
    ).toEqual({
      gotThrough: 1,
      evidence: '400 Wrong password. |  vs 404 No such account. | ',
    });
    expect(tellingPairs([[answer(400, 'A', 'x'), answer(400, 'A', 'y')]]).gotThrough).toBe(1);
  });

  it('prints what got through, and is not clean then', () => {
    const probe = (gotThrough: number): ProbeReport => ({
      kind: 'flood',
      name: 'reviews',
      meaning: 'reviews past the budget',
      attempts: 100,
      gotThrough,
    });
    const report = { scale: '1', probes: [probe(95)] };
    expect(formatAbuseReport(report)).toMatch(/flood\s+100\s+95\n {2}reviews\s+100\s+95/);
    expect(abuseReportClean(report)).toBe(false);
    expect(abuseReportClean({ scale: '1', probes: [probe(0)] })).toBe(true);
    expect(abuseReportClean({ scale: '1', probes: [{ ...probe(0), error: 'setup' }] })).toBe(false);
  });
});

describe('the abuse report against the gateway', () => {
  const scale = process.env.MOCK_RATE_LIMIT;
  let storefront: AbuseStorefront | undefined;

  beforeAll(async () => {
    // The limits at their defaults in the gateway and in the report's budgets alike.
    process.env.MOCK_RATE_LIMIT = '1';
    // ABUSE_GATEWAY_ENV (JSON) weakens the gateway to see the report catch it, e.g.
    // {"MOCK_RATE_LIMIT":"0"} (floods, budgets) or {"TRUSTED_PROXIES":"loopback"} (bypass).
    storefront = await startAbuseStorefront(JSON.parse(process.env.ABUSE_GATEWAY_ENV ?? '{}'));
  }, 120_000);
  afterAll(async () => {
    await storefront?.stop();
    if (scale === undefined) delete process.env.MOCK_RATE_LIMIT;
    else process.env.MOCK_RATE_LIMIT = scale;
  });

  it('tries every kind of abuse, and none gets through', async () => {
    const report = await runAbuse(storefront!.target);
    console.log(formatAbuseReport(report));
    const idle = report.probes.filter((probe) => probe.error || probe.skipped || !probe.attempts);
    expect(idle.map((probe) => `${probeId(probe)}: ${probe.error ?? probe.skipped}`)).toEqual([]);
    expect(KINDS.filter((kind) => !report.probes.some((probe) => probe.kind === kind))).toEqual([]);
    const through = report.probes.filter((probe) => probe.gotThrough > 0).map(probeId);
    expect(through.filter((id) => !(id in KNOWN_FAILURES))).toEqual([]);
    const fixed = Object.keys(KNOWN_FAILURES).filter((id) => !through.includes(id));
    if (fixed.length > 0) console.warn(`Fixed, to drop from KNOWN_FAILURES: ${fixed.join(', ')}`);
    // About 15 s of attacks on 2 idle cores, after a start-up of 20 to 40 s (fresh databases).
  }, 180_000);
});
