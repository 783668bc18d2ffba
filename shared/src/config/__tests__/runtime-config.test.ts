import { fetchRuntimeConfig, RuntimeConfigError } from '../runtime-config';

function respondWith(body: unknown, status = 200) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => jest.restoreAllMocks());

describe('fetchRuntimeConfig', () => {
  it('reads the api base and the remotes', async () => {
    respondWith({ apiBase: '/api', remotes: { shop: '/remotes/shop/mf-manifest.json' } });
    await expect(fetchRuntimeConfig()).resolves.toEqual({
      apiBase: '/api',
      remotes: { shop: '/remotes/shop/mf-manifest.json' },
    });
  });

  it('defaults the api base to /api', async () => {
    respondWith({ remotes: {} });
    await expect(fetchRuntimeConfig()).resolves.toMatchObject({ apiBase: '/api' });
  });

  it('rejects a config without remotes', async () => {
    respondWith({ apiBase: '/api' });
    await expect(fetchRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('rejects a missing config file', async () => {
    respondWith({}, 404);
    await expect(fetchRuntimeConfig()).rejects.toThrow('/config.json answered 404');
  });
});
