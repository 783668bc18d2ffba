import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, clientKey, parseBody, simulateLatency } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { invalidResetToken, weakPassword } from '../errors';
import { guardSecretCheck, pairKey } from '../rate-limits';
import { MIN_PASSWORD_LENGTH, forgotPasswordSchema, passwordResetSchema } from '../schemas';
import { normalizeEmail } from '../users';

/**
 * No mail goes out from this service: the link is printed where the developer sees it, but never
 * in a production image (its log is not a developer's console) nor in tests.
 */
function announceResetLink(email: string, token: string): void {
  if (process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'production') return;
  const query = new URLSearchParams({ email, token });
  console.info(`[account] password reset for ${email}: /forgot-password/set-new?${query}`);
}

export function passwordResetHandlers(context: AccountContext): HttpHandler[] {
  const { limits, resetLinks, sessions, users } = context;
  return [
    http.post(apiPath('/Authentication/ForgotPassword'), async ({ request }) => {
      await simulateLatency();
      const limited = await limits.resetRequestsPerClient.take(clientKey(request));
      if (limited) return limited;
      const parsed = await parseBody(request, forgotPasswordSchema);
      if (!parsed.ok) return parsed.response;
      // Counted per email whether or not it has an account, so a 429 tells nothing either.
      const key = `email:${normalizeEmail(parsed.data.email)}`;
      const tooMany = await limits.resetRequestsPerAccount.take(key);
      if (tooMany) return tooMany;
      const user = await users.findByEmail(parsed.data.email);
      if (user) announceResetLink(user.email, await resetLinks.issue(user.id));
      // The same answer whether or not the email has an account, so it cannot be probed.
      return HttpResponse.json({});
    }),

    http.post(apiPath('/Authentication/ForgotPasswordReset'), async ({ request }) => {
      await simulateLatency();
      const parsed = await parseBody(request, passwordResetSchema);
      if (!parsed.ok) return parsed.response;
      const { email, token, password } = parsed.data;
      if (password.length < MIN_PASSWORD_LENGTH) return weakPassword();
      // Counted as a failure until the link proves good (see Login), per (email, client) and per
      // client: a stranger's wrong links never hold the customer's own link back.
      const pair = pairKey(`email:${normalizeEmail(email)}`, request);
      const guard = await guardSecretCheck(request, [
        [limits.resetFailures, pair],
        [limits.clientFailures, clientKey(request)],
      ]);
      if ('refused' in guard) return guard.refused;
      const user = await users.findByEmail(email);
      if (!user || !(await resetLinks.consume(user.id, token))) return invalidResetToken();
      await guard.forgive();
      await limits.resetFailures.clear(pair);
      await users.changePassword(user.id, password, clientKey(request));
      // Whoever knew the old password is signed out with it (the reset spent every link).
      await sessions.revokeUser(user.id);
      return HttpResponse.json({});
    }),
  ];
}
