import { SEEDED_CUSTOMER_SIGN_IN } from '@autoparts/mf-account/server';
import { sendRaw, type Target } from './raw-client';
import { requestWithBody } from './request-case';

const SIGN_IN_PATH = '/api/Authentication/Login';

function tokenOf(body: string): string | undefined {
  try {
    const answer = JSON.parse(body) as { tokenResponse?: { token?: unknown } };
    const token = answer.tokenResponse?.token;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs in as the seeded customer, whose data the operations' sample paths name, and returns its
 * access token. The sign-in family is rate-limited per client: this runs before any case, so a
 * fresh server always lets it through; a server the suite has just hammered may answer 429.
 */
export async function signInSeededCustomer(target: Target, host: string): Promise<string> {
  const body = JSON.stringify(SEEDED_CUSTOMER_SIGN_IN);
  const line = `POST ${SIGN_IN_PATH} HTTP/1.1`;
  const headers = { Host: host, 'Content-Type': 'application/json' };
  const answer = await sendRaw(target, [requestWithBody(line, headers, body)], 10_000);
  const token = answer.status === 200 ? tokenOf(answer.body) : undefined;
  if (!token) {
    throw new Error(
      `The fuzz could not sign in as the seeded customer: ${SIGN_IN_PATH} answered ` +
        `${answer.status ?? answer.error} ${answer.body.slice(0, 200)}`,
    );
  }
  return token;
}
