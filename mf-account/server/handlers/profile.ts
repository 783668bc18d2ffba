import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, parseBody, unauthorized } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { alreadyRegistered, weakPassword, wrongCurrentPassword } from '../errors';
import { passwordLineFull } from '../password-line';
import { verifyPassword } from '../passwords';
import { MIN_PASSWORD_LENGTH, changePasswordSchema, profileSchema } from '../schemas';
import { publicUser } from '../users';
import { signedIn } from './signed-in';

export function profileHandlers(context: AccountContext): HttpHandler[] {
  const { sessions, users } = context;
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
        const saved = await users.updateProfile(user.id, parsed.data);
        if (!saved) return unauthorized();
        return saved.ok
          ? HttpResponse.json(publicUser(saved.user))
          : alreadyRegistered(saved.taken);
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
        const busy = passwordLineFull();
        if (busy) return busy;
        if (!(await verifyPassword(currentPassword, user.passwordHash))) {
          return wrongCurrentPassword();
        }
        await users.changePassword(user.id, newPassword);
        // Every other device loses its session with the old password; this one carries on with
        // a fresh pair, since the token it sent was revoked too.
        await sessions.revokeUser(user.id);
        return HttpResponse.json(await sessions.issue(user.id));
      }),
    ),
  ];
}
