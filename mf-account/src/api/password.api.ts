import { getHttp, parseAnswer, tokenPairSchema, type TokenPair } from '@autoparts/shared';

export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the signed-in customer's password. The server ends every session of the account, this
 * one included, and answers the new token pair this page carries on with.
 */
export async function changePassword(payload: ChangePasswordPayload): Promise<TokenPair> {
  const body: unknown = await getHttp().post('account/password', { json: payload }).json();
  return parseAnswer(tokenPairSchema, body);
}
