import {
  createAuthApi,
  getHttp,
  type CheckIfAccountExistsPayload,
  type ForgotPasswordPayload,
  type ForgotPasswordResetPayload,
} from '@autoparts/shared';

// The client is read at call time: the storefront is started after this module is imported.
const authApi = () => createAuthApi(getHttp());

/** Whether an email or phone number already has an account (register as existing customer). */
export async function checkIfAccountExists(payload: CheckIfAccountExistsPayload): Promise<boolean> {
  const { exists } = await authApi().checkIfAccountExists(payload);
  return exists;
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<void> {
  return authApi().forgotPassword(payload);
}

/** Sets a new password with the token of the emailed link. */
export function resetPassword(payload: ForgotPasswordResetPayload): Promise<void> {
  return authApi().forgotPasswordReset(payload);
}
