import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, clientKey, parseBody, unauthorized } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { alreadyRegistered, weakPassword } from '../errors';
import { MIN_PASSWORD_LENGTH, changePasswordSchema, profileSchema } from '../schemas';
import { normalizeEmail, publicUser } from '../users';
import { checkCurrentPassword } from './current-password';
import { signedIn } from './signed-in';

export function profileHandlers(context: AccountContext): HttpHandler[] {
  const { resetLinks, sessions, users } = context;
  return [
    http.get(
      apiPath('/account/profile'),
      signedIn(context, ({ user }) => HttpResponse.json(publicUser(user))),
    ),

    http.put(
      apiPath('/account/profile'),
      signedIn(context, async ({ request, user }) => {
        const parsed = await parseBody(request, profileSchema);
        if (!parsed.ok) return parsed.response;
        const { currentPassword, ...fields } = parsed.data;
        const newEmail = normalizeEmail(fields.email) !== normalizeEmail(user.email);
        if (newEmail) {
          const refused = await checkCurrentPassword(context, request, user, currentPassword);
          if (refused) return refused;
        }
        const saved = await users.updateProfile(user.id, fields);
        if (!saved) return unauthorized();
        if (!saved.ok) return alreadyRegistered(saved.taken);
        // A link sent to the old address must not open the account any more.
        if (newEmail) await resetLinks.revokeAll(user.id);
        return HttpResponse.json(publicUser(saved.user));
      }),
    ),

    http.post(
      apiPath('/account/password'),
      signedIn(context, async ({ request, user }) => {
        const parsed = await parseBody(request, changePasswordSchema);
        if (!parsed.ok) return parsed.response;
        const { currentPassword, newPassword } = parsed.data;
        // The cheap check first, as Register does: a weak new password needs no scrypt round.
        if (newPassword.length < MIN_PASSWORD_LENGTH) return weakPassword('newPassword');
        const refused = await checkCurrentPassword(context, request, user, currentPassword);
        if (refused) return refused;
        await users.changePassword(user.id, newPassword, clientKey(request));
        // Every other device loses its session with the old password, and every reset link
        // asked for before is void; this one carries on with a fresh pair, since the token it
        // sent was revoked too.
        await sessions.revokeUser(user.id);
        await resetLinks.revokeAll(user.id);
        return HttpResponse.json(await sessions.issue(user.id));
      }),
    ),
  ];
}
