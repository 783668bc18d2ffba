import { HttpResponse, http } from 'msw';
import { apiPath, parseBody, unauthorized } from '@autoparts/shared/mock';
import { signIn, signOutEverywhere } from '../account-sessions';
import { alreadyRegistered, weakPassword, wrongCurrentPassword } from '../errors';
import { passwordLineFull } from '../password-line';
import { verifyPassword } from '../passwords';
import { MIN_PASSWORD_LENGTH, changePasswordSchema, profileSchema } from '../schemas';
import { changePassword, publicUser, updateProfile } from '../users';
import { signedIn } from './signed-in';

export const profileHandlers = [
  http.get(
    apiPath('/account/profile'),
    signedIn(({ user }) => HttpResponse.json(publicUser(user))),
  ),

  http.put(
    apiPath('/account/profile'),
    signedIn(async ({ request, user }) => {
      const parsed = await parseBody(request, profileSchema);
      if (!parsed.ok) return parsed.response;
      const saved = updateProfile(user.id, parsed.data);
      if (!saved) return unauthorized();
      return saved.ok ? HttpResponse.json(publicUser(saved.user)) : alreadyRegistered(saved.taken);
    }),
  ),

  http.post(
    apiPath('/account/password'),
    signedIn(async ({ request, user }) => {
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
      await changePassword(user.id, newPassword);
      // Every other device loses its session with the old password; this one carries on with a
      // fresh pair, since the token it sent was revoked too.
      signOutEverywhere(user.id);
      return HttpResponse.json(signIn(user.id));
    }),
  ),
];
