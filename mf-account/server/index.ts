import type { HttpHandler } from 'msw';
import {
  AreaData,
  systemClock,
  type Clock,
  type DatabaseOpener,
  type SessionVerifier,
} from '@autoparts/service-kit';
import { createAccountContext } from './account-context';
import { accountSchemaPlan } from './db/plan';
import { accountHandlers } from './handlers/account';
import { addressHandlers } from './handlers/addresses';
import { authenticationHandlers } from './handlers/authentication';
import { countryHandlers } from './handlers/countries';
import { passwordResetHandlers } from './handlers/password-reset';
import { profileHandlers } from './handlers/profile';

export interface AccountServiceDeps {
  /** Opens the account area's database (its schema is prepared on first use). */
  database: DatabaseOpener;
  clock?: Clock;
}

export interface AccountService {
  readonly area: 'account';
  readonly data: AreaData;
  readonly handlers: HttpHandler[];
  /** The session check the other areas' services verify bearer tokens with. */
  readonly sessions: SessionVerifier;
  /**
   * The live password reset token of an email, or null. No mail leaves the service: tests read
   * the token here, and a dev server prints the reset link to its console.
   */
  pendingResetToken(email: string): Promise<string | null>;
  /** Back to the seed: every row (the rate limits' counters too) dropped, the demo data written again. */
  reset(): Promise<void>;
}

/**
 * The account service: authentication, the signed-in customer's profile, password and address
 * book, and the countries list, over the `account` schema. No state outside its database but the
 * rate limits' counters.
 */
export function createAccountService({
  database,
  clock = systemClock,
}: AccountServiceDeps): AccountService {
  const data = new AreaData(database, accountSchemaPlan);
  const context = createAccountContext(data, clock);
  return {
    area: 'account',
    data,
    handlers: [
      ...authenticationHandlers(context),
      ...passwordResetHandlers(context),
      ...accountHandlers(context),
      ...profileHandlers(context),
      ...addressHandlers(context),
      ...countryHandlers,
    ],
    sessions: {
      async customerFor(token) {
        const userId = await context.sessions.userIdFor(token);
        const user = userId === null ? undefined : await context.users.findById(userId);
        return user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null;
      },
    },
    reset: () => data.reset(),
    async pendingResetToken(email) {
      const user = await context.users.findByEmail(email);
      return user ? context.resetLinks.peek(user.id) : null;
    },
  };
}

// Seeded data of the account area, for tests and other areas' seeds (its orders are the shop's).
export { SEEDED_CUSTOMER_ID } from './data/customer';
export { seededAddresses } from './data/addresses';
export { MIN_PASSWORD_LENGTH } from './schemas';
export { ACCOUNT_BACKOFF_POLICIES, ACCOUNT_RATE_POLICIES } from './rate-limits';

/** The service's endpoints with sample requests (see ApiOperation), and how to sign in as the customer they name. */
export { accountOperations as operations, SEEDED_CUSTOMER_SIGN_IN } from './operations';
