import { HttpResponse, http } from 'msw';
import type { AuthResponse } from '@autoparts/shared';
import { apiPath, parseBody, simulateLatency, userIdForAccessToken } from '@autoparts/shared/mock';
import { bearerToken, refreshSession, signIn, signOut } from '../account-sessions';
import { accountTaken, invalidCredentials, invalidRefreshToken, weakPassword } from '../errors';
import { verifyDecoy, verifyPassword } from '../passwords';
import { accountKey, failedLoginsPerAccount, limitPasswordRequests } from '../rate-limits';
import {
  MIN_PASSWORD_LENGTH,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  validateTokenSchema,
} from '../schemas';
import { type UserRecord, createUser, findUserByAccount, findUserById, publicUser } from '../users';

function authResponse(user: UserRecord): AuthResponse {
  return { ...publicUser(user), tokenResponse: signIn(user.id) };
}

export const authenticationHandlers = [
  http.post(apiPath('/Authentication/Login'), async ({ request }) => {
    await simulateLatency();
    const limited = limitPasswordRequests(request);
    if (limited) return limited;
    const parsed = await parseBody(request, loginSchema);
    if (!parsed.ok) return parsed.response;
    const { account, password } = parsed.data;
    const user = findUserByAccount(account);
    // An account past its failures is refused before scrypt runs: a flood costs nothing. The
    // attempt counts as a failure before the check is awaited (so attempts sent all at once are
    // counted too) and is forgiven, with the earlier ones, when the password is right.
    const key = accountKey(account, user);
    const locked = failedLoginsPerAccount.take(key);
    if (locked) return locked;
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyDecoy(password);
    if (!user || !valid) return invalidCredentials();
    failedLoginsPerAccount.clear(key);
    return HttpResponse.json(authResponse(user));
  }),

  http.post(apiPath('/Authentication/Register'), async ({ request }) => {
    await simulateLatency();
    const limited = limitPasswordRequests(request);
    if (limited) return limited;
    const parsed = await parseBody(request, registerSchema);
    if (!parsed.ok) return parsed.response;
    if (parsed.data.password.length < MIN_PASSWORD_LENGTH) return weakPassword();
    const created = await createUser(parsed.data);
    return created.ok ? HttpResponse.json(authResponse(created.user)) : accountTaken(created.taken);
  }),

  http.post(apiPath('/Authentication/Logout'), async ({ request }) => {
    await simulateLatency();
    // Both the bearer and the body are optional: signing out must work with whatever is left.
    let refreshToken: string | null | undefined;
    if ((await request.clone().text()).trim()) {
      const parsed = await parseBody(request, logoutSchema);
      if (!parsed.ok) return parsed.response;
      refreshToken = parsed.data.refreshToken;
    }
    signOut(bearerToken(request), refreshToken);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(apiPath('/Authentication/RefreshToken'), async ({ request }) => {
    await simulateLatency();
    const parsed = await parseBody(request, refreshSchema);
    if (!parsed.ok) return parsed.response;
    const tokens = refreshSession(parsed.data.refreshToken);
    return tokens ? HttpResponse.json(tokens) : invalidRefreshToken();
  }),

  http.post(apiPath('/Authentication/ValidateToken'), async ({ request }) => {
    await simulateLatency();
    const parsed = await parseBody(request, validateTokenSchema);
    if (!parsed.ok) return parsed.response;
    const userId = userIdForAccessToken(parsed.data.token);
    return HttpResponse.json({ valid: userId !== null && findUserById(userId) !== undefined });
  }),
];
