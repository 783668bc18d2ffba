import { HttpResponse, http } from 'msw';
import { apiPath, parseBody, simulateLatency } from '@autoparts/shared/mock';
import { signOutEverywhere } from '../account-sessions';
import { invalidResetToken, weakPassword } from '../errors';
import {
  failedResetsPerAccount,
  limitPasswordRequests,
  limitSignInRequests,
  resetRequestsPerAccount,
} from '../rate-limits';
import { consumeResetToken, issueResetToken } from '../reset-tokens';
import { MIN_PASSWORD_LENGTH, forgotPasswordSchema, passwordResetSchema } from '../schemas';
import { changePassword, findUserByEmail, normalizeEmail } from '../users';

/**
 * No mail goes out from the development backend: the link is printed where the developer sees it,
 * but never in a production image (its log is not a developer's console) nor in tests.
 */
function announceResetLink(email: string, token: string): void {
  if (process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'production') return;
  const query = new URLSearchParams({ email, token });
  console.info(`[mock account] password reset for ${email}: /forgot-password/set-new?${query}`);
}

export const passwordResetHandlers = [
  http.post(apiPath('/Authentication/ForgotPassword'), async ({ request }) => {
    await simulateLatency();
    const limited = limitSignInRequests(request);
    if (limited) return limited;
    const parsed = await parseBody(request, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    // Counted per email whether or not it has an account, so a 429 tells nothing either.
    const tooMany = resetRequestsPerAccount.take(`email:${normalizeEmail(parsed.data.email)}`);
    if (tooMany) return tooMany;
    const user = findUserByEmail(parsed.data.email);
    if (user) announceResetLink(user.email, issueResetToken(user.id));
    // The same answer whether or not the email has an account, so it cannot be probed.
    return HttpResponse.json({});
  }),

  http.post(apiPath('/Authentication/ForgotPasswordReset'), async ({ request }) => {
    await simulateLatency();
    const limited = limitPasswordRequests(request);
    if (limited) return limited;
    const parsed = await parseBody(request, passwordResetSchema);
    if (!parsed.ok) return parsed.response;
    const { email, token, password } = parsed.data;
    if (password.length < MIN_PASSWORD_LENGTH) return weakPassword();
    // Counted as a failure until the link proves good (see Login).
    const key = `email:${normalizeEmail(email)}`;
    const locked = failedResetsPerAccount.take(key);
    if (locked) return locked;
    const user = findUserByEmail(email);
    if (!user || !consumeResetToken(user.id, token)) return invalidResetToken();
    failedResetsPerAccount.clear(key);
    await changePassword(user.id, password);
    // Whoever knew the old password is signed out with it.
    signOutEverywhere(user.id);
    return HttpResponse.json({});
  }),
];
