import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, type RuntimeConfig } from '@autoparts/shared';
import { loadFederated, refreshRemoteAddress, registerAreaRemotes } from '../federation';
import { remoteLoads } from '../remote-loads';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@autoparts/shared', () => ({
  ...jest.requireActual('@autoparts/shared'),
  fetchRuntimeConfig: jest.fn(),
}));

const register = jest.mocked(registerRemotes);
const readConfig = jest.mocked(fetchRuntimeConfig);

function config(blog: string): RuntimeConfig {
  return { apiBase: '/api', remotes: { shop: '/remotes/shop/mf-manifest.json', blog } };
}

beforeEach(() => {
  register.mockClear();
  readConfig.mockReset();
  registerAreaRemotes(config('/remotes/blog/mf-manifest.json'));
  register.mockClear();
});

describe('refreshRemoteAddress', () => {
  it('leaves a remote whose address did not change as the runtime has it', async () => {
    readConfig.mockResolvedValue(config('/remotes/blog/mf-manifest.json'));
    await refreshRemoteAddress('blog');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the new address of a remote moved while the page was open', async () => {
    readConfig.mockResolvedValue(config('https://blog.example.com/mf-manifest.json'));
    await refreshRemoteAddress('blog');
    expect(register).toHaveBeenCalledWith(
      [{ name: 'blog', entry: 'https://blog.example.com/mf-manifest.json' }],
      { force: true },
    );
  });

  it('on Retry registers the remote again even at the same address', async () => {
    readConfig.mockResolvedValue(config('/remotes/blog/mf-manifest.json'));
    await refreshRemoteAddress('blog', { force: true });
    expect(register).toHaveBeenCalledWith(
      [{ name: 'blog', entry: 'http://localhost/remotes/blog/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps the start-up address when /config.json cannot be read, unless it is a Retry', async () => {
    readConfig.mockRejectedValue(new Error('/config.json answered 503'));
    await expect(refreshRemoteAddress('blog')).resolves.toBeUndefined();
    await expect(refreshRemoteAddress('blog', { force: true })).rejects.toThrow('503');
    expect(register).not.toHaveBeenCalled();
  });
});

describe('loadFederated', () => {
  const load = jest.mocked(loadRemote);
  const BlogApp = { default: () => null };

  it('takes a load begun earlier instead of asking the runtime again', async () => {
    load.mockClear();
    await expect(loadFederated('blog/App', Promise.resolve(BlogApp))).resolves.toBe(BlogApp);
    expect(remoteLoads.of('blog')).toEqual({
      state: 'loaded',
      entry: 'http://localhost/remotes/blog/mf-manifest.json',
    });
    await expect(loadFederated('shop/App', Promise.resolve(null))).rejects.toThrow(
      'shop/App is not available',
    );
    expect(remoteLoads.of('shop')?.state).toBe('failed');
    expect(load).not.toHaveBeenCalled();
  });
});
