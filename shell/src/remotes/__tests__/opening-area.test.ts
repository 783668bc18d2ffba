import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startOpeningArea, takeOpeningArea } from '../opening-area';
import { registeredAddress } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const ShopApp = { default: () => null };

function configAnswer(body: unknown, status = 200): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status }));
}

function page(pathname: string) {
  return { pathname, href: `http://localhost${pathname}` };
}

const CONFIG = { apiBase: '/api', remotes: { shop: '/remotes/shop/mf-manifest.json' } };

beforeEach(() => {
  load.mockReset().mockResolvedValue(ShopApp);
  register.mockClear();
});

it("starts the area of an area's page with the address /config.json gives it, once", async () => {
  const configRequest = configAnswer(CONFIG);
  startOpeningArea(configRequest, page('/shop/products/brake-disc'));

  await expect(takeOpeningArea('shop')).resolves.toBe(ShopApp);
  expect(register).toHaveBeenCalledWith(
    [{ name: 'shop', entry: 'http://localhost/remotes/shop/mf-manifest.json' }],
    { force: false },
  );
  expect(registeredAddress('shop')).toBe('http://localhost/remotes/shop/mf-manifest.json');
  expect(load).toHaveBeenCalledWith('shop/App');
  // Handed over once; the shell still reads the config itself.
  expect(takeOpeningArea('shop')).toBeUndefined();
  await expect((await configRequest).json()).resolves.toEqual(CONFIG);
});

it('hands its load only to the area it started', async () => {
  startOpeningArea(configAnswer(CONFIG), page('/shop/cart'));
  expect(takeOpeningArea('blog')).toBeUndefined();
  await expect(takeOpeningArea('shop')).resolves.toBe(ShopApp);
});

it("starts nothing on the shell's own pages", async () => {
  for (const pathname of ['/', '/status', '/no-such-page']) {
    startOpeningArea(configAnswer(CONFIG), page(pathname));
    expect(takeOpeningArea('shop')).toBeUndefined();
  }
  await Promise.resolve();
  expect(register).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

it.each([
  ['a config without the area', () => configAnswer({ remotes: { blog: '/remotes/blog/mf.json' } })],
  ['an empty address', () => configAnswer({ remotes: { shop: '' } })],
  ['remotes that are not a map', () => configAnswer({ remotes: ['/remotes/shop/mf.json'] })],
  ['a config that is not JSON', () => configAnswer('<html>')],
  ['a config that answered 503', () => configAnswer(CONFIG, 503)],
  ['an unreachable config', () => Promise.reject(new TypeError('Failed to fetch'))],
])('fails, for the shell to report, on %s, loading nothing', async (_case, configRequest) => {
  startOpeningArea(configRequest(), page('/shop'));
  await expect(takeOpeningArea('shop')).rejects.toThrow();
  expect(load).not.toHaveBeenCalled();
});

it('fails when the runtime cannot load the area', async () => {
  load.mockRejectedValue(new Error('manifest 404'));
  startOpeningArea(configAnswer(CONFIG), page('/shop'));
  await expect(takeOpeningArea('shop')).rejects.toThrow('manifest 404');
});
