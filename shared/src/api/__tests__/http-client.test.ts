import { MALFORMED_TOKENS } from '../../storage/__tests__/malformed-tokens';
import { ApiError } from '../api-error';
import { BACKGROUND, QUIET } from '../http-client';
import { API, createTestClient, fakeSession, json, sleep } from './http-test-kit';

afterEach(() => jest.useRealTimers());

function echoAuthorization(request: Request) {
  return json({ authorization: request.headers.get('authorization') });
}

describe('bearer token', () => {
  it('goes on calls whose URL contains api/', async () => {
    const { http, server } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );
    server.on('GET', `${API}/shop/products`, echoAuthorization);

    await expect(http.get('shop/products').json()).resolves.toEqual({
      authorization: 'Bearer access-token-0001',
    });
  });

  it('matches API/ in any case', async () => {
    const { http, server } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
      {
        prefixUrl: 'http://localhost/API',
      },
    );
    server.on('GET', 'http://localhost/API/shop/products', echoAuthorization);

    await expect(http.get('shop/products').json()).resolves.toEqual({
      authorization: 'Bearer access-token-0001',
    });
  });

  it('stays off calls outside the API', async () => {
    const { http, server } = createTestClient(
      fakeSession('access-token-0001', 'refresh-token-0001'),
      {
        prefixUrl: 'http://localhost/assets',
      },
    );
    server.on('GET', 'http://localhost/assets/i18n/en.json', echoAuthorization);

    await expect(http.get('i18n/en.json').json()).resolves.toEqual({ authorization: null });
  });

  it.each(MALFORMED_TOKENS)(
    'is left off, and the call still made, when the session holds %s',
    async (_, bad) => {
      const { http, server, onError } = createTestClient(fakeSession(bad, 'r'.repeat(32)));
      server.on('GET', `${API}/shop/products`, echoAuthorization);

      await expect(http.get('shop/products').json()).resolves.toEqual({ authorization: null });
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('is not sent without a token', async () => {
    const { http, server } = createTestClient(fakeSession(null, null));
    server.on('GET', `${API}/shop/products`, echoAuthorization);

    await expect(http.get('shop/products').json()).resolves.toEqual({ authorization: null });
  });
});

describe('errors', () => {
  it('toasts the title of the error payload and rejects with it', async () => {
    const payload = { status: 404, title: 'Product not found', detail: 'No such slug', errors: {} };
    const { http, server, onError } = createTestClient();
    server.on('GET', `${API}/shop/products/x`, () => json(payload, 404));

    const error = await http
      .get('shop/products/x')
      .json()
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, payload, message: 'Product not found' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Product not found');
  });

  it.each([
    ['a text body', () => new Response('Internal failure', { status: 500 })],
    ['a JSON body of another shape', () => json({ message: 'x' }, 502)],
    ['a payload with an empty title', () => json({ status: 400, title: '' }, 400)],
    ['an empty body', () => new Response(null, { status: 503 })],
  ])('toasts the default message for %s', async (_name, answer) => {
    const { http, server, onError } = createTestClient();
    server.on('GET', `${API}/shop/products`, answer);

    const error = await http.get('shop/products').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ payload: null, message: 'ERROR_API_DEFAULT' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('ERROR_API_DEFAULT');
  });

  it('toasts a network failure', async () => {
    const { http, server, onError } = createTestClient();
    server.on('GET', `${API}/shop/products`, () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(http.get('shop/products')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'ERROR_API_NETWORK',
    });
    expect(onError).toHaveBeenCalledWith('ERROR_API_NETWORK');
  });

  it('gives up on a call that does not answer in time', async () => {
    jest.useFakeTimers();
    const { http, server, onError, activity } = createTestClient(undefined, { timeoutMs: 20 });
    server.on('GET', `${API}/shop/products`, async () => {
      await sleep(200);
      return json({});
    });
    let outcome: unknown = 'waiting';
    http.get('shop/products').then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );

    await jest.advanceTimersByTimeAsync(19);
    expect(outcome).toBe('waiting');
    expect(activity.pending).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'ApiError', status: 0 });
    expect(onError).toHaveBeenCalledWith('ERROR_API_NETWORK');
    expect(activity.pending).toBe(0);
  });

  it('does not retry a failed call by itself', async () => {
    const { http, server } = createTestClient();
    const handler = jest.fn(() => new Response(null, { status: 503 }));
    server.on('GET', `${API}/shop/products`, handler);

    await expect(http.get('shop/products')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet calls out of the toasts but still rejects them', async () => {
    const { http, server, onError } = createTestClient();
    server.on('GET', `${API}/WeatherForecast/Testing`, () => new Response(null, { status: 500 }));
    server.on('GET', `${API}/shop/offline`, () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(http.get('WeatherForecast/Testing', { context: QUIET })).rejects.toMatchObject({
      status: 500,
    });
    await expect(http.get('shop/offline', { context: QUIET })).rejects.toMatchObject({
      status: 0,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows no toast for a call the page aborted', async () => {
    jest.useFakeTimers();
    const { http, server, onError, activity } = createTestClient();
    server.on('GET', `${API}/shop/products`, async () => {
      await sleep(200);
      return json({});
    });
    const controller = new AbortController();

    const call = http.get('shop/products', { signal: controller.signal });
    await jest.advanceTimersByTimeAsync(10);
    expect(activity.busy).toBe(true);
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
    expect(activity.pending).toBe(0);
  });
});

describe('activity', () => {
  beforeEach(() => jest.useFakeTimers());
  it('counts calls on the wire and is back to 0 after success and error', async () => {
    const { http, server, activity } = createTestClient();
    server.on('GET', `${API}/shop/ok`, async () => {
      await sleep(20);
      return json({ ok: true });
    });
    server.on('GET', `${API}/shop/broken`, () => new Response(null, { status: 500 }));

    const calls = [http.get('shop/ok').json(), http.get('shop/ok').json()];
    await jest.advanceTimersByTimeAsync(5);
    expect(activity.pending).toBe(2);
    await jest.advanceTimersByTimeAsync(15);
    await Promise.all(calls);
    expect(activity.pending).toBe(0);

    await expect(http.get('shop/broken')).rejects.toBeInstanceOf(ApiError);
    expect(activity.busy).toBe(false);
  });

  it('leaves background calls out of the count and shows no toast for them', async () => {
    const { http, server, activity, onError } = createTestClient();
    server.on('GET', `${API}/shop/search/suggestions`, async () => {
      await sleep(20);
      return new Response(null, { status: 500 });
    });

    const call = http.get('shop/search/suggestions', { context: BACKGROUND });
    const refused = expect(call).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(5);
    expect(activity.pending).toBe(0);
    await jest.advanceTimersByTimeAsync(15);
    await refused;
    expect(onError).not.toHaveBeenCalled();
  });
});
