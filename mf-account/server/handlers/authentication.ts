import { HttpResponse, http, type HttpHandler } from 'msw';
import type { AuthResponse } from '@autoparts/shared';
import {
  apiPath,
  bearerToken,
  clientKey,
  parseBody,
  simulateLatency,
} from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { accountTaken, invalidCredentials, invalidRefreshToken, weakPassword } from '../errors';
import { needsRehash, verifyDecoy, verifyPassword } from '../passwords';
import { passwordLineFull } from '../password-line';
import { accountKey, guardSecretCheck, pairKey } from '../rate-limits';
import {
  MIN_PASSWORD_LENGTH,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  validateTokenSchema,
} from '../schemas';
import { type UserRecord, publicUser } from '../users';

export function authenticationHandlers(context: AccountContext): HttpHandler[] {
  const { limits, sessions, users } = context;
  const authResponse = async (user: UserRecord): Promise<AuthResponse> => ({
    ...publicUser(user),
    tokenResponse: await sessions.issue(user.id),
  });

  return [
    http.post(apiPath('/Authentication/Login'), async ({ request }) => {
      await simulateLatency();
      const parsed = await parseBody(request, loginSchema);
      if (!parsed.ok) return parsed.response;
      const { account, password } = parsed.data;
      const user = await users.findByAccount(account);
      // A client still waiting out its failures is refused before the hash runs: a flood costs
      // nothing. The attempt counts as a failure before the check is awaited (so attempts sent
      // all at once are counted too) and is forgiven when the password is right. An unknown
      // account is counted the same way, so a 429 tells nothing about it.
      const client = clientKey(request);
      const pair = pairKey(accountKey(account, user), request);
      const guard = await guardSecretCheck(request, [
        [limits.passwordFailures, pair],
        [limits.clientFailures, client],
      ]);
      if ('refused' in guard) return guard.refused;
      const valid = user
        ? await verifyPassword(password, user.passwordHash, client)
        : await verifyDecoy(password, client);
      if (!user || !valid) return invalidCredentials();
      // An older or weaker hash is replaced now, while the password is at hand.
      if (needsRehash(user.passwordHash)) await users.rehash(user, password, client);
      await guard.forgive();
      await limits.passwordFailures.clear(pair);
      return HttpResponse.json(await authResponse(user));
    }),

    http.post(apiPath('/Authentication/Register'), async ({ request }) => {
      await simulateLatency();
      const client = clientKey(request);
      const limited =
        passwordLineFull(client) ?? (await limits.registrationsPerClient.take(client));
      if (limited) return limited;
      const parsed = await parseBody(request, registerSchema);
      if (!parsed.ok) return parsed.response;
      if (parsed.data.password.length < MIN_PASSWORD_LENGTH) return weakPassword();
      const created = await users.create(parsed.data, client);
      return created.ok
        ? HttpResponse.json(await authResponse(created.user))
        : accountTaken(created.taken);
    }),

    http.post(apiPath('/Authentication/Logout'), async ({ request }) => {
      await simulateLatency();
      // Both the bearer and the body are optional: signing out must work with whatever is left.
      let refreshToken: string | null = null;
      if ((await request.clone().text()).trim()) {
        const parsed = await parseBody(request, logoutSchema);
        if (!parsed.ok) return parsed.response;
        refreshToken = parsed.data.refreshToken ?? null;
      }
      await sessions.revoke(bearerToken(request), refreshToken);
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(apiPath('/Authentication/RefreshToken'), async ({ request }) => {
      await simulateLatency();
      const parsed = await parseBody(request, refreshSchema);
      if (!parsed.ok) return parsed.response;
      const rotated = await sessions.rotate(parsed.data.refreshToken);
      return rotated ? HttpResponse.json(rotated.tokens) : invalidRefreshToken();
    }),

    http.post(apiPath('/Authentication/ValidateToken'), async ({ request }) => {
      await simulateLatency();
      const parsed = await parseBody(request, validateTokenSchema);
      if (!parsed.ok) return parsed.response;
      return HttpResponse.json({ valid: (await sessions.userIdFor(parsed.data.token)) !== null });
    }),
  ];
}
