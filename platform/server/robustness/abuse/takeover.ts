import type { Probe } from './probe';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  PROFILE,
  RESET_PASSWORD,
  expectAnswer,
  registerAccount,
} from './setup';
import { burst } from './storefront';
import { guessesThrough, isAccepted } from './verdicts';

// Each probe takes over an account of its own that this run registers: a change that got
// through would otherwise leave the seeded customer changed for every probe after it.

/** Current passwords a thief with the session guesses (a brute force of the re-authentication). */
const GUESSES = 40;

const emailChange: Probe = {
  kind: 'takeover',
  name: 'email change',
  meaning: 'a stolen session sets a new email with no or a wrong current password: accepted',
  async run(context) {
    const victim = await registerAccount(context, 'email-change');
    const thief = context.client();
    const profile = expectAnswer(
      await thief.send('GET', PROFILE, { token: victim.token }),
      200,
      'The profile',
    ).body as Record<string, unknown>;
    const { phone, firstName, lastName } = profile;
    const body = { email: `abuse-thief-${context.run}@example.com`, phone, firstName, lastName };
    const answers = await Promise.all(
      [undefined, 'not-the-password'].map((currentPassword) =>
        thief.send('PUT', PROFILE, { token: victim.token, body: { ...body, currentPassword } }),
      ),
    );
    return { attempts: answers.length, gotThrough: answers.filter(isAccepted).length };
  },
};

const passwordGuesses: Probe = {
  kind: 'takeover',
  name: 'current password guesses',
  meaning: `${GUESSES} wrong current passwords from a stolen session: accepted, or checked past the budget`,
  async run(context) {
    const victim = await registerAccount(context, 'password-guesses');
    const thief = context.client();
    const answers = await burst(GUESSES, (n) =>
      thief.send('POST', CHANGE_PASSWORD, {
        token: victim.token,
        body: { currentPassword: `guess-${n}`, newPassword: 'taken-over' },
      }),
    );
    const gotThrough = guessesThrough(answers, context.budgets.passwordFailures);
    return { attempts: answers.length, gotThrough };
  },
};

const linkAfterPasswordChange: Probe = {
  kind: 'takeover',
  name: 'reset link after a password change',
  meaning: 'a reset link asked for before the owner changed the password, used after: accepted',
  async run(context) {
    if (!context.mailbox) {
      return {
        attempts: 0,
        gotThrough: 0,
        skipped: 'the link is mailed, and this run reads no mail',
      };
    }
    const victim = await registerAccount(context, 'old-link');
    const mark = context.mailbox.mark();
    const asked = await victim.owner.send('POST', FORGOT_PASSWORD, {
      body: { email: victim.email },
    });
    expectAnswer(asked, 200, 'ForgotPassword');
    const token = await context.mailbox.linkAfter(mark, victim.email);
    const changed = await victim.owner.send('POST', CHANGE_PASSWORD, {
      token: victim.token,
      body: { currentPassword: victim.password, newPassword: `${victim.password}-new` },
    });
    expectAnswer(changed, 200, 'The owner changing the password');
    const used = await context.client().send('POST', RESET_PASSWORD, {
      body: { email: victim.email, token, password: 'taken-over' },
    });
    return { attempts: 1, gotThrough: isAccepted(used) ? 1 : 0 };
  },
};

export const takeoverProbes: Probe[] = [emailChange, passwordGuesses, linkAfterPasswordChange];
