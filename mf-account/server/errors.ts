import { badRequest, notFound, problem, unauthorized } from '@autoparts/service-kit';
import { MAX_ADDRESSES } from './address-book';
import { MIN_PASSWORD_LENGTH } from './schemas';

// The slice's error answers, in the spec's payload { status, title, detail, errors }.

/** A 400, not a 401: a 401 would make the client try a token refresh on a sign-in form. */
export const invalidCredentials = () =>
  badRequest(
    'Invalid account or password.',
    'Check your email or phone number and your password, then try again.',
  );

/** The title is the spec's message key so the client can translate it; the detail reads as is. */
export const weakPassword = (field: 'password' | 'newPassword' = 'password') =>
  badRequest(
    'AUTH_WEAK_PASSWORD',
    `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    { [field]: ['AUTH_WEAK_PASSWORD'] },
  );

export const accountTaken = (field: 'email' | 'phone') => {
  const title = `An account with this ${field} already exists.`;
  return problem(409, title, 'Sign in instead, or reset your password if you forgot it.', {
    [field]: [title],
  });
};

export const invalidResetToken = () =>
  badRequest('Invalid or expired reset link.', 'Ask for a new password reset link and try again.', {
    token: ['The reset token is not valid for this email, or it has expired or been used.'],
  });

export const invalidRefreshToken = () =>
  unauthorized('The refresh token is unknown, expired or already used. Sign in again.');

/** A profile edit is a 400 (the form's own field is wrong), where a sign-up is a 409. */
export const alreadyRegistered = (field: 'email' | 'phone') => {
  const title = `This ${field === 'email' ? 'email' : 'phone number'} is already registered.`;
  return badRequest(title, 'It belongs to another account: use another one.', { [field]: [title] });
};

export const currentPasswordRequired = () => {
  const title = 'Enter your current password to change your email.';
  return badRequest(title, 'A new email address takes the password you sign in with now.', {
    currentPassword: [title],
  });
};

export const wrongCurrentPassword = () => {
  const title = 'The current password is not correct.';
  return badRequest(title, 'Enter the password you sign in with now.', {
    currentPassword: [title],
  });
};

// The spec's wording; another customer's address answers the same, so ids cannot be probed.
export const addressNotFound = () =>
  notFound('Address not found', 'There is no address with this id in your address book.');

export const addressBookFull = () =>
  badRequest(
    'The address book is full.',
    `An address book holds at most ${MAX_ADDRESSES} addresses: delete one to add another.`,
  );
