import type { HttpHandler } from 'msw';
import { endAllSessions } from './account-sessions';
import { accountHandlers } from './handlers/account';
import { authenticationHandlers } from './handlers/authentication';
import { passwordResetHandlers } from './handlers/password-reset';
import { clearResetTokens, peekResetToken } from './reset-tokens';
import { findUserByEmail, resetUsers } from './users';

/** The account slice of the development backend: authentication and the signed-in profile. */
export const handlers: HttpHandler[] = [
  ...authenticationHandlers,
  ...passwordResetHandlers,
  ...accountHandlers,
];

/** Back to the seed: only the demo customer, no reset links, every token this slice issued revoked. */
export function resetAccountSlice(): void {
  endAllSessions();
  clearResetTokens();
  resetUsers();
}

/**
 * The live password reset token of an email, or null. No mail leaves the development backend:
 * tests read the token here, and a dev server prints the reset link to its console.
 */
export function pendingResetToken(email: string): string | null {
  const user = findUserByEmail(email);
  return user ? peekResetToken(user.id) : null;
}

// Seeded data of the account area (endpoints for addresses and orders come with that area).
export { SEEDED_CUSTOMER_ID } from './data/customer';
export { seededAddresses } from './data/addresses';
export { seededOrders } from './data/orders';
export { MIN_PASSWORD_LENGTH } from './schemas';
