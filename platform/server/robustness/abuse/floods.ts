import type { AbuseBudgets } from './budgets';
import type { Client } from './clients';
import type { AbuseContext, Kind, Probe } from './probe';
import { ORDERS, SIGN_IN, samples } from './setup';
import { burst } from './storefront';
import { pastBudget } from './verdicts';

interface Flood {
  name: string;
  /** The requests, as the report's line names them. */
  what: string;
  count: number;
  budget: (budgets: AbuseBudgets) => number;
  send: (client: Client, index: number, run: string) => ReturnType<Client['send']>;
}

/** Bursts of one client, each request as the storefront would accept it were it not for the limit. */
const FLOODS: Flood[] = [
  {
    name: 'guest orders',
    what: 'guest orders',
    count: 100,
    budget: (budgets) => budgets.guestOrders,
    send: (client) => client.send('POST', ORDERS, { body: samples.order() }),
  },
  {
    name: 'reviews',
    what: 'reviews',
    count: 100,
    budget: (budgets) => budgets.reviews,
    send: (client) => {
      const { path, body } = samples.review();
      return client.send('POST', path, { body });
    },
  },
  {
    name: 'credential stuffing',
    what: 'wrong sign-ins, each for another account,',
    count: 200,
    budget: (budgets) => budgets.clientFailures,
    send: (client, n, run) =>
      client.send('POST', SIGN_IN, {
        body: { account: `abuse-stuffed-${run}-${n}@example.com`, password: `leaked-${n}` },
      }),
  },
];

function floodProbe(
  flood: Flood,
  kind: Kind,
  sender: (context: AbuseContext) => Client | string,
): Probe {
  return {
    kind,
    name: flood.name,
    meaning:
      `${flood.count} ${flood.what} in a burst` +
      (kind === 'flood' ? '' : ' with spoofed address headers') +
      ": answered past the client's budget",
    async run(context) {
      const client = sender(context);
      if (typeof client === 'string') return { attempts: 0, gotThrough: 0, skipped: client };
      const answers = await burst(flood.count, (n) => flood.send(client, n, context.run));
      return {
        attempts: flood.count,
        gotThrough: pastBudget(answers, flood.budget(context.budgets)),
      };
    },
  };
}

export const floodProbes: Probe[] = FLOODS.map((flood) =>
  floodProbe(flood, 'flood', (context) => context.client()),
);

/**
 * The same floods from a socket the storefront does not trust, every request naming a fresh
 * address in X-Forwarded-For, X-Client-IP, X-Real-IP, Forwarded and True-Client-IP: the
 * storefront must count them all as the one client the socket is.
 */
export const bypassProbes: Probe[] = FLOODS.map((flood) =>
  floodProbe(
    flood,
    'bypass headers',
    (context) => context.spoofer?.() ?? 'no socket the storefront distrusts (see --untrusted-url)',
  ),
);
