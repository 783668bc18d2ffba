import { getHttp, NO_TOKEN_REFRESH, parseAnswer, userSchema } from '@autoparts/shared';
import type { User } from '@autoparts/shared';

export interface GetProfileOptions {
  /**
   * A 401 rejects at once instead of refreshing the tokens: for tokens just handed over in a
   * sign-in link, where a refused token means "bad link", not "expired session".
   */
  noTokenRefresh?: boolean;
}

/** The signed-in user (GET account/profile, with the session's bearer token). */
export async function getProfile(options: GetProfileOptions = {}): Promise<User> {
  const body: unknown = await getHttp()
    .get('account/profile', options.noTokenRefresh ? { context: NO_TOKEN_REFRESH } : {})
    .json();
  return parseUser(body);
}

function parseUser(body: unknown): User {
  return parseAnswer(userSchema, body);
}

export interface ProfilePayload {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  /** Sent with a new email: the server asks for it then. */
  currentPassword?: string;
}

/** Saves the profile and answers the user as the server now has it (avatar included). */
export async function updateProfile(payload: ProfilePayload): Promise<User> {
  const body: unknown = await getHttp().put('account/profile', { json: payload }).json();
  return parseUser(body);
}
