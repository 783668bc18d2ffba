import { clientKey } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { currentPasswordRequired, wrongCurrentPassword } from '../errors';
import { verifyPassword } from '../passwords';
import { guardSecretCheck, pairKey } from '../rate-limits';
import type { UserRecord } from '../users';

/**
 * Re-authentication for what would let a stolen session keep the account (a new email, a new
 * password): the current password, counted with the account's wrong sign-ins from this client.
 * The refusal to answer, or null when the password is right.
 */
export async function checkCurrentPassword(
  { limits }: AccountContext,
  request: Request,
  user: UserRecord,
  password: string | undefined,
): Promise<Response | null> {
  if (!password) return currentPasswordRequired();
  const guard = await guardSecretCheck(request, [
    [limits.passwordFailures, pairKey(`user:${user.id}`, request)],
    [limits.clientFailures, clientKey(request)],
  ]);
  if ('refused' in guard) return guard.refused;
  if (!(await verifyPassword(password, user.passwordHash, clientKey(request))))
    return wrongCurrentPassword();
  await guard.forgive();
  return null;
}
