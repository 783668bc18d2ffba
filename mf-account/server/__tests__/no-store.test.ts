/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { startApiServer, type RunningApi } from '@autoparts/service-kit/testing';
import { createTestAccountService } from '../testing';

// Tokens, the profile and the address book are one customer's: no browser or shared cache may
// keep an answer holding them. The API router the service runs behind (`npm run api`, its image,
// the gateway) marks every answer of the account's paths so, whichever handler wrote it.
const account = createTestAccountService();
let api: RunningApi;
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  api = await startApiServer(account.handlers);
});
afterAll(async () => {
  await api.close();
  await account.close();
});

function send(method: string, path: string, { body, bearer }: { body?: unknown; bearer?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return fetch(`${api.apiBase}${path}`, { method, headers, body: payload });
}

it('answers tokens, the profile and the addresses with Cache-Control: no-store', async () => {
  const credentials = { account: 'red-parts@example.com', password: '123456', countryCode: 'US' };
  const login = await send('POST', '/Authentication/Login', { body: credentials });
  const { token, refreshToken } = (
    (await login.json()) as { tokenResponse: Record<string, string> }
  ).tokenResponse;
  // The refresh last: it revokes the access token the others use.
  const answers = {
    login,
    profile: await send('GET', '/account/profile', { bearer: token }),
    addresses: await send('GET', '/account/addresses', { bearer: token }),
    refresh: await send('POST', '/Authentication/RefreshToken', { body: { refreshToken } }),
  };
  for (const [name, answer] of Object.entries(answers)) {
    expect([name, answer.status, answer.headers.get('cache-control')]).toEqual([
      name,
      200,
      'no-store',
    ]);
  }
});
