import type { Client } from './clients';
import type { AbuseContext, Probe } from './probe';
import {
  ACCOUNT_CHECK,
  CUSTOMER,
  FORGOT_PASSWORD,
  SIGN_IN,
  TRACK_ORDER,
  placeGuestOrder,
  registerAccount,
  samples,
} from './setup';
import { burst, inTurn, type Answer } from './storefront';
import { pastBudget, tellingPairs } from './verdicts';

/** Order numbers walked for one email (the seeded customer's own orders among them). */
const WALKED_NUMBERS = 500;

type Ask = (client: Client, round: number) => Promise<Answer>;

/**
 * Two requests that must read alike (about an account that exists and one that does not),
 * `rounds` times, each from a client of its own: both clients' counters grow alike, so the
 * answers may differ only by what they tell about the account. The answers as pairs.
 */
async function askBoth(context: AbuseContext, rounds: number, first: Ask, second: Ask) {
  const clients = [context.client(), context.client()] as const;
  const pairs: (readonly [Answer, Answer])[] = [];
  for (let round = 0; round < rounds; round++)
    pairs.push([await first(clients[0], round), await second(clients[1], round)] as const);
  return pairs;
}

const nobody = (context: AbuseContext) => `abuse-nobody-${context.run}@example.com`;

const accountChecks: Probe = {
  kind: 'enumeration',
  name: 'account checks',
  meaning: "a list of emails asked about from one client: answers past the client's budget",
  async run(context) {
    const emails = 2 * context.budgets.accountChecks;
    const client = context.client();
    const answers = await burst(emails, (n) =>
      client.send('POST', ACCOUNT_CHECK, {
        body: { account: n === 0 ? CUSTOMER.email : `abuse-list-${context.run}-${n}@example.com` },
      }),
    );
    return { attempts: emails, gotThrough: pastBudget(answers, context.budgets.accountChecks) };
  },
};

const signInAnswers: Probe = {
  kind: 'enumeration',
  name: 'sign-in answers',
  meaning:
    'wrong passwords for a known and an unknown email: pairs that differ in status, title or detail',
  async run(context) {
    // Into the waits too: a 429 must not tell an account apart either.
    const rounds = context.budgets.passwordFailures + 2;
    const signIn =
      (account: string): Ask =>
      (client, round) =>
        client.send('POST', SIGN_IN, { body: { account, password: `not-it-${round}` } });
    const pairs = await askBoth(context, rounds, signIn(CUSTOMER.email), signIn(nobody(context)));
    return { attempts: 2 * rounds, ...tellingPairs(pairs) };
  },
};

const resetAnswers: Probe = {
  kind: 'enumeration',
  name: 'reset answers',
  meaning: 'reset links asked for a known and an unknown email: pairs that differ',
  async run(context) {
    // An account of its own: asking for its links uses up the email's budget, not the customer's.
    const known = await registerAccount(context, 'reset-answers');
    const rounds = context.budgets.resetRequestsPerAccount + 1;
    const askLink =
      (email: string): Ask =>
      (client) =>
        client.send('POST', FORGOT_PASSWORD, { body: { email } });
    const pairs = await askBoth(context, rounds, askLink(known.email), askLink(nobody(context)));
    return { attempts: 2 * rounds, ...tellingPairs(pairs) };
  },
};

const orderNumbers: Probe = {
  kind: 'enumeration',
  name: 'order numbers',
  meaning: `${WALKED_NUMBERS} order numbers for the customer's email from one client: answers past its budget`,
  async run(context) {
    const { number, email } = samples.trackedOrder();
    // A range the seeded order's number is in, so a walk that got far would find it.
    const first = Math.max(1, Number(number) - Math.floor(WALKED_NUMBERS / 2));
    const client = context.client();
    const answers = await inTurn(WALKED_NUMBERS, 8, (n) =>
      client.send('POST', TRACK_ORDER, { body: { number: String(first + n), email } }),
    );
    return {
      attempts: WALKED_NUMBERS,
      gotThrough: pastBudget(answers, context.budgets.trackGuesses),
    };
  },
};

const trackAnswers: Probe = {
  kind: 'enumeration',
  name: 'track answers',
  meaning:
    "an order's number with a wrong email, and a wrong number with its email: pairs that differ",
  async run(context) {
    const email = `abuse-track-answers-${context.run}@example.com`;
    const number = await placeGuestOrder(context, email);
    const rounds = context.budgets.trackGuesses + 1;
    const track =
      (body: (round: number) => { number: string; email: string }): Ask =>
      (client, round) =>
        client.send('POST', TRACK_ORDER, { body: body(round) });
    const pairs = await askBoth(
      context,
      rounds,
      track((round) => ({ number, email: `abuse-not-${round}-${context.run}@example.com` })),
      track((round) => ({ number: `${number}${round}`, email })),
    );
    return { attempts: 2 * rounds, ...tellingPairs(pairs) };
  },
};

export const enumerationProbes: Probe[] = [
  accountChecks,
  signInAnswers,
  resetAnswers,
  orderNumbers,
  trackAnswers,
];
