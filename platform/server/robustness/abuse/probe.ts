import type { AbuseBudgets } from './budgets';
import type { Client } from './clients';
import type { Mailbox } from './mailbox';

export const KINDS = ['lockout', 'enumeration', 'takeover', 'flood', 'bypass headers'] as const;
export type Kind = (typeof KINDS)[number];

export interface ProbeResult {
  /** The attacker's requests. */
  attempts: number;
  /** How many of them did what the limits are there to prevent (see Probe.meaning). */
  gotThrough: number;
  /** How the first of those that got through was answered. */
  evidence?: string;
  /** Why the probe could not run against this storefront (nothing was sent). */
  skipped?: string;
}

export interface AbuseContext {
  budgets: AbuseBudgets;
  /** Names this run's accounts and emails, so a second run against one storefront starts clean. */
  run: string;
  /** A client no request has come from yet. */
  client(): Client;
  /**
   * A client on a socket the storefront does not trust, that claims another address in every
   * header on each request. Undefined when there is none (a run against `--url` alone).
   */
  spoofer?: () => Client;
  /** The reset links the storefront sends, when this suite can read them. */
  mailbox?: Mailbox;
}

export interface Probe {
  kind: Kind;
  name: string;
  /** What "got through" counts, in a line of the report. */
  meaning: string;
  run(context: AbuseContext): Promise<ProbeResult>;
}

/** The name a probe has in the report and in the test's list of known failures. */
export const probeId = (probe: Pick<Probe, 'kind' | 'name'>) => `${probe.kind}: ${probe.name}`;
