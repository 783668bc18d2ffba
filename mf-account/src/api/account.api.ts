import { z } from 'zod/mini';
import { getHttp, NO_TOKEN_REFRESH, parseAnswer } from '@autoparts/shared';

export interface CheckIfAccountExistsPayload {
  /** An email or a phone number. */
  account: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

export interface ForgotPasswordResetPayload {
  email: string;
  /** The reset token the visitor got by email. */
  token: string;
  password: string;
}

const existsAnswer = z.object({ exists: z.boolean() });

// Anonymous calls: a stale session of this browser has nothing to refresh for them. The client
// is read at call time, as the storefront is started after this module is imported.
const post = (path: string, json: unknown) =>
  getHttp().post(path, { json, context: NO_TOKEN_REFRESH });

/** Whether an email or phone number already has an account (register as existing customer). */
export async function checkIfAccountExists(payload: CheckIfAccountExistsPayload): Promise<boolean> {
  const answer = await post('Account/CheckIfAccountExists', payload).json();
  return parseAnswer(existsAnswer, answer).exists;
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<void> {
  await post('Authentication/ForgotPassword', payload).text();
}

/** Sets a new password with the token of the emailed link. */
export async function resetPassword(payload: ForgotPasswordResetPayload): Promise<void> {
  await post('Authentication/ForgotPasswordReset', payload).text();
}
