import type { Client } from './clients';
import type { AbuseContext, Probe } from './probe';
import {
  CUSTOMER,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  SIGN_IN,
  TRACK_ORDER,
  madeUpToken,
  placeGuestOrder,
} from './setup';
import { inTurn } from './storefront';
import { isAccepted, isRefusal, ownerRefusals, through } from './verdicts';

/** Strangers, each on a client of its own: a lock that one of them could set off, several will. */
const STRANGERS = 4;
/** Each stranger's wrong tries past the first wait: the waits must have started. */
const PAST_THE_FREE = 3;

/**
 * `perStranger` wrong tries (POSTs of `body(n)` to `path`) from each of STRANGERS clients, all
 * at work at once: how many were sent.
 */
async function strangersTry(
  context: AbuseContext,
  perStranger: number,
  path: string,
  body: (n: number) => Record<string, string>,
): Promise<number> {
  const strangers = Array.from({ length: STRANGERS }, () => context.client());
  const tries = (stranger: Client) =>
    inTurn(perStranger, 1, (n) => stranger.send('POST', path, { body: body(n) }));
  await Promise.all(strangers.map(tries));
  return STRANGERS * perStranger;
}

const signIn: Probe = {
  kind: 'lockout',
  name: 'sign-in',
  meaning: "strangers' wrong passwords, then the customer's right one refused (any non-200)",
  async run(context) {
    const perStranger = context.budgets.passwordFailures + PAST_THE_FREE;
    const attempts = await strangersTry(context, perStranger, SIGN_IN, (n) => ({
      account: CUSTOMER.email,
      password: `not-it-${n}`,
    }));
    const own = await context.client().send('POST', SIGN_IN, {
      body: { account: CUSTOMER.email, password: CUSTOMER.password },
    });
    return { attempts, ...ownerRefusals(own) };
  },
};

const passwordReset: Probe = {
  kind: 'lockout',
  name: 'password reset',
  meaning:
    "strangers' wrong reset links, then the customer's ask for a link, or its use, refused " +
    '(a made-up link answered 429 when the mail cannot be read)',
  async run(context) {
    const perStranger = context.budgets.resetFailures + PAST_THE_FREE;
    const attempts = await strangersTry(context, perStranger, RESET_PASSWORD, (n) => ({
      email: CUSTOMER.email,
      token: madeUpToken(n),
      password: 'taken-over',
    }));
    const customer = context.client();
    const mark = context.mailbox?.mark();
    const asked = await customer.send('POST', FORGOT_PASSWORD, { body: { email: CUSTOMER.email } });
    if (!isAccepted(asked)) return { attempts, ...through([asked]) };
    if (!context.mailbox || mark === undefined) {
      // The link is in a mail this suite cannot read: a made-up one must be checked, not refused.
      const used = await customer.send('POST', RESET_PASSWORD, {
        body: { email: CUSTOMER.email, token: madeUpToken(0), password: CUSTOMER.password },
      });
      return { attempts, ...through([used].filter(isRefusal)) };
    }
    // The customer sets the password it had, so the seed stays as the other probes expect it.
    const token = await context.mailbox.linkAfter(mark, CUSTOMER.email);
    const used = await customer.send('POST', RESET_PASSWORD, {
      body: { email: CUSTOMER.email, token, password: CUSTOMER.password },
    });
    return { attempts, ...ownerRefusals(used) };
  },
};

const orderTracking: Probe = {
  kind: 'lockout',
  name: 'order tracking',
  meaning: "strangers' wrong order numbers for a guest's email, then the guest's own refused",
  async run(context) {
    const email = `abuse-tracked-${context.run}@example.com`;
    const number = await placeGuestOrder(context, email);
    const perStranger = context.budgets.trackGuesses + PAST_THE_FREE;
    const attempts = await strangersTry(context, perStranger, TRACK_ORDER, (n) => ({
      number: `${number}${n}`,
      email,
    }));
    const own = await context.client().send('POST', TRACK_ORDER, { body: { number, email } });
    return { attempts, ...ownerRefusals(own) };
  },
};

export const lockoutProbes: Probe[] = [signIn, passwordReset, orderTracking];
