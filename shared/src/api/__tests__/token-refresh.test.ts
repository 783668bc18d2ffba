import { ApiError } from '../api-error';
import { HttpActivity } from '../http-activity.store';
import { NO_TOKEN_REFRESH } from '../http-client';
import {
  API,
  afterTimers,
  createTestClient,
  fakeSession,
  json,
  sleep,
  type Handler,
} from './http-test-kit';

const REFRESH_URL = `${API}/Authentication/RefreshToken`;
const UNAUTHORIZED = { status: 401, title: 'Unauthorized', detail: 'Sign in.', errors: {} };

/** A protected resource: 401 unless the bearer is `valid`, else the handler's answer. */
function protectedBy(valid: string, answer: Handler, denyDelay = (_: Request) => 0): Handler {
  return async (request) => {
    if (request.headers.get('authorization') === `Bearer ${valid}`) return answer(request);
    await sleep(denyDelay(request));
    return json(UNAUTHORIZED, 401);
  };
}

function refreshAnswering(answer: Handler) {
  return jest.fn<Promise<Response>, [Request]>(async (request) => {
    await sleep(15);
    return answer(request);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const newTokens = () => json({ token: 'access-token-0002', refreshToken: 'refresh-token-0002' });

describe('401 on an API call', () => {
  it('refreshes once for 10 concurrent calls and retries each with the new token', async () => {
    const { http, server, session, onError, onAuthFailure, activity } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    // Staggered denials: some land while the refresh runs, some after it has finished.
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy(
        'access-token-0002',
        (request) => json({ page: new URL(request.url).searchParams.get('page') }),
        (request) => Number(new URL(request.url).searchParams.get('page')) * 4,
      ),
    );
    const begin = jest.spyOn(activity, 'begin');

    const pages = Array.from({ length: 10 }, (_, page) =>
      http.get('account/orders', { searchParams: { page } }).json(),
    );

    await expect(afterTimers(Promise.all(pages))).resolves.toEqual(
      Array.from({ length: 10 }, (_, page) => ({ page: String(page) })),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    await expect(refresh.mock.calls[0]![0].json()).resolves.toEqual({
      refreshToken: 'refresh-token-0001',
    });
    expect(session.setTokens).toHaveBeenCalledWith({
      token: 'access-token-0002',
      refreshToken: 'refresh-token-0002',
    });
    expect(session.clear).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
    // 10 denied calls, 1 refresh, 10 retries: every real fetch counted, none left over.
    expect(begin).toHaveBeenCalledTimes(21);
    expect(activity.pending).toBe(0);
  });

  it('retries a POST with its JSON body intact', async () => {
    const { http, server } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    server.on('POST', REFRESH_URL, refreshAnswering(newTokens));
    const bodies: string[] = [];
    server.on('POST', `${API}/account/addresses`, async (request) => {
      bodies.push(await request.text());
      return protectedBy('access-token-0002', () => json({ id: 7 }))(request);
    });
    const address = { firstName: 'Ann', city: 'Tallinn', lines: ['a', 'b'], default: true };

    await expect(
      afterTimers(http.post('account/addresses', { json: address }).json()),
    ).resolves.toEqual({
      id: 7,
    });

    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[1]!)).toEqual(address);
  });

  it('signs out once and sends the visitor to sign-in when the refresh is refused', async () => {
    const { http, server, session, onError, onAuthFailure, activity } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    const refresh = refreshAnswering(() => json(UNAUTHORIZED, 401));
    server.on('POST', REFRESH_URL, refresh);
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy('never', () => json({})),
    );

    const results = await afterTimers(
      Promise.allSettled(Array.from({ length: 3 }, () => http.get('account/orders').json())),
    );

    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { name: 'ApiError', status: 401 },
      });
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(session.accessToken).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith('/account/orders?page=2');
    expect(session.clear.mock.invocationCallOrder[0]).toBeLessThan(
      onAuthFailure.mock.invocationCallOrder[0]!,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(activity.pending).toBe(0);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without tokens', () => json({ token: '' })],
    [
      'an answer with a malformed token',
      () => json({ token: '🔑'.repeat(16), refreshToken: 'r'.repeat(32) }),
    ],
    ['a server error', () => new Response('boom', { status: 500 })],
  ])('treats %s of the refresh as a refused one, without a toast', async (_name, answer) => {
    const { http, server, session, onError, onAuthFailure } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    server.on('POST', REFRESH_URL, refreshAnswering(answer));
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy('never', () => json({})),
    );

    await expect(afterTimers(http.get('account/orders'))).rejects.toMatchObject({ status: 401 });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['no refresh token', null],
    ['a malformed refresh token', `refresh\u2028${'r'.repeat(32)}`],
  ])('goes to sign-in without calling the server when there is %s', async (_, refreshToken) => {
    const { http, server, session, onAuthFailure } = createTestClient(
      fakeSession(refreshToken && 'access-token-0001', refreshToken),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy('access-token-0002', () => json({})),
    );

    await expect(afterTimers(http.get('account/orders'))).rejects.toBeInstanceOf(ApiError);
    expect(refresh).not.toHaveBeenCalled();
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith('/account/orders?page=2');
  });

  it('refreshes for a 401 sent without the malformed access token the session holds', async () => {
    const { http, server, session } = createTestClient(
      fakeSession('🔑'.repeat(16), 'refresh-token-0001'),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy('access-token-0002', () => json({ id: 7 })),
    );

    await expect(afterTimers(http.get('account/orders').json())).resolves.toEqual({ id: 7 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.accessToken).toBe('access-token-0002');
  });

  it('passes only a storefront path as returnUrl', async () => {
    const { http, server, onAuthFailure } = createTestClient(fakeSession(null, null), {
      getCurrentUrl: () => '//evil.example/phish',
    });
    server.on('GET', `${API}/account/orders`, () => json(UNAUTHORIZED, 401));

    await expect(afterTimers(http.get('account/orders'))).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledWith('/');
  });

  it('retries only once when the new token is refused too', async () => {
    const { http, server, onAuthFailure, onError } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    const orders = jest.fn(() => json(UNAUTHORIZED, 401));
    server.on('GET', `${API}/account/orders`, orders);

    await expect(afterTimers(http.get('account/orders'))).rejects.toMatchObject({
      status: 401,
      payload: UNAUTHORIZED,
    });
    expect(orders).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves a 401 of a sign-in call to the form: no refresh, no toast', async () => {
    const { http, server, session, onError, onAuthFailure } = createTestClient(
      fakeSession(null, null),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    const wrongPassword = { ...UNAUTHORIZED, title: 'Wrong email or password' };
    server.on('POST', `${API}/Authentication/Login`, () => json(wrongPassword, 401));

    await expect(
      afterTimers(http.post('Authentication/Login', { json: {}, context: NO_TOKEN_REFRESH })),
    ).rejects.toMatchObject({ status: 401, message: 'Wrong email or password' });
    expect(refresh).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 outside the API, and shows no toast', async () => {
    const { http, server, onError, onAuthFailure } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
      { prefixUrl: 'http://localhost/assets' },
    );
    server.on('GET', 'http://localhost/assets/private.json', () => json(UNAUTHORIZED, 401));

    await expect(afterTimers(http.get('private.json'))).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('retries without a refresh when the session got a new token meanwhile', async () => {
    const { http, server, session } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    const refresh = refreshAnswering(newTokens);
    server.on('POST', REFRESH_URL, refresh);
    server.on('GET', `${API}/account/orders`, (request) => {
      // The visitor signed in again in another tab while this call was on the wire.
      session.accessToken = 'access-token-0009';
      return protectedBy('access-token-0009', () => json({ ok: true }))(request);
    });

    await expect(afterTimers(http.get('account/orders').json())).resolves.toEqual({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes again for a later 401 once the new token expires too', async () => {
    const { http, server, session } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    let issued = 1;
    const refresh = jest.fn(() => {
      issued += 1;
      return json({
        token: `access-token-000${issued}`,
        refreshToken: `refresh-token-000${issued}`,
      });
    });
    server.on('POST', REFRESH_URL, refresh);
    let valid = 'access-token-0002';
    server.on('GET', `${API}/account/orders`, (request) =>
      protectedBy(valid, () => json({ ok: true }))(request),
    );

    await afterTimers(http.get('account/orders').json());
    valid = 'access-token-0003';
    await afterTimers(http.get('account/orders').json());

    expect(refresh).toHaveBeenCalledTimes(2);
    expect(session.accessToken).toBe('access-token-0003');
  });
});

describe('activity during a refresh', () => {
  it('stays busy while waiting calls are retried and ends at 0', async () => {
    const activity = new HttpActivity();
    const { http, server } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
      { activity },
    );
    server.on('POST', REFRESH_URL, refreshAnswering(newTokens));
    server.on(
      'GET',
      `${API}/account/orders`,
      protectedBy('access-token-0002', () => json({})),
    );

    const call = http.get('account/orders').json();
    await jest.advanceTimersByTimeAsync(8);
    expect(activity.pending).toBe(1); // the refresh
    await afterTimers(call);
    expect(activity.pending).toBe(0);
  });
});
