import { randomBytes } from 'node:crypto';
import { abuseBudgets } from './budgets';
import { ClientAddresses, forwardedClient, spoofingClient } from './clients';
import { enumerationProbes } from './enumeration';
import { bypassProbes, floodProbes } from './floods';
import { lockoutProbes } from './lockout';
import type { Mailbox } from './mailbox';
import type { AbuseContext, Probe, ProbeResult } from './probe';
import { storefrontSender } from './storefront';
import { takeoverProbes } from './takeover';

/** Every probe, in the order they run (one at a time, so none's load skews another's answers). */
export const abuseProbes: Probe[] = [
  ...lockoutProbes,
  ...enumerationProbes,
  ...takeoverProbes,
  ...floodProbes,
  ...bypassProbes,
];

export interface AbuseTarget {
  url: string;
  /**
   * The local address the simulated clients' requests leave from: one of the storefront's
   * trusted proxies, so the X-Forwarded-For each sends names it (default: the system's choice).
   */
  trustedFrom?: string;
  /** The storefront as a socket it does not trust reaches it, for the bypass kind. */
  untrusted?: { url: string; from?: string };
  mailbox?: Mailbox;
}

export interface ProbeReport extends ProbeResult, Pick<Probe, 'kind' | 'name' | 'meaning'> {
  /** The probe could not do its work (its setup failed): it measured nothing. */
  error?: string;
}

export interface AbuseReport {
  /** MOCK_RATE_LIMIT as this run read the limits. */
  scale: string;
  probes: ProbeReport[];
}

/** Runs each probe against the storefront (the rate limits on), and what each found. */
export async function runAbuse(
  target: AbuseTarget,
  {
    probes = abuseProbes,
    onProbe,
  }: { probes?: Probe[]; onProbe?: (probe: ProbeReport) => void } = {},
): Promise<AbuseReport> {
  const trusted = storefrontSender(target.url, target.trustedFrom);
  const untrusted =
    target.untrusted && storefrontSender(target.untrusted.url, target.untrusted.from);
  const addresses = new ClientAddresses();
  const context: AbuseContext = {
    budgets: abuseBudgets(),
    run: randomBytes(4).toString('hex'),
    client: () => forwardedClient(trusted.send, addresses.take()),
    spoofer: untrusted && (() => spoofingClient(untrusted.send, addresses)),
    mailbox: target.mailbox,
  };
  const reports: ProbeReport[] = [];
  try {
    for (const probe of probes) {
      const { kind, name, meaning } = probe;
      const report: ProbeReport = await probe.run(context).then(
        (result) => ({ kind, name, meaning, ...result }),
        (error: unknown) => ({
          kind,
          name,
          meaning,
          attempts: 0,
          gotThrough: 0,
          error: String(error),
        }),
      );
      reports.push(report);
      onProbe?.(report);
    }
  } finally {
    trusted.close();
    untrusted?.close();
  }
  return { scale: process.env.MOCK_RATE_LIMIT ?? '', probes: reports };
}
