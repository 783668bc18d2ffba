import type { HttpHandler } from 'msw';
import { resetAddressBooks } from './address-book';
import { endAllSessions } from './account-sessions';
import { accountHandlers } from './handlers/account';
import { addressHandlers } from './handlers/addresses';
import { authenticationHandlers } from './handlers/authentication';
import { countryHandlers } from './handlers/countries';
import { passwordResetHandlers } from './handlers/password-reset';
import { profileHandlers } from './handlers/profile';
import { resetRateLimits } from './rate-limits';
import { clearResetTokens, peekResetToken } from './reset-tokens';
import { findUserByEmail, resetUsers } from './users';

/**
 * The account slice of the development backend: authentication, the signed-in customer's profile,
 * password and address book, and the countries list.
 */
export const handlers: HttpHandler[] = [
  ...authenticationHandlers,
  ...passwordResetHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...addressHandlers,
  ...countryHandlers,
];

/**
 * Back to the seed: only the demo customer and its two addresses, no reset links, every token of
 * its users revoked, no request counted against a rate limit.
 */
export function resetAccountSlice(): void {
  endAllSessions();
  clearResetTokens();
  resetRateLimits();
  resetUsers();
  resetAddressBooks();
}

/**
 * The live password reset token of an email, or null. No mail leaves the development backend:
 * tests read the token here, and a dev server prints the reset link to its console.
 */
export function pendingResetToken(email: string): string | null {
  const user = findUserByEmail(email);
  return user ? peekResetToken(user.id) : null;
}

// Seeded data of the account area, for tests and other slices (its orders are the shop slice's).
export { SEEDED_CUSTOMER_ID } from './data/customer';
export { seededAddresses } from './data/addresses';
export { MIN_PASSWORD_LENGTH } from './schemas';

/** The slice's endpoints with sample requests (see ApiOperation), and how to sign in as the customer they name. */
export { accountOperations as operations, SEEDED_CUSTOMER_SIGN_IN } from './operations';
