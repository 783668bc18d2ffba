import { loadFederated, refreshRemoteAddress } from '../federation';
import { loadArea, preloadArea, startAreaWithShell } from '../area-loader';
import { takeOpeningArea } from '../opening-area';

jest.mock('../federation', () => ({
  loadFederated: jest.fn(),
  refreshRemoteAddress: jest.fn(() => Promise.resolve()),
}));
jest.mock('../opening-area', () => ({ takeOpeningArea: jest.fn() }));

const load = jest.mocked(loadFederated);
const refresh = jest.mocked(refreshRemoteAddress);
const opening = jest.mocked(takeOpeningArea);
const BlogApp = { default: () => null };

beforeEach(() => {
  load.mockReset();
  refresh.mockClear();
  opening.mockReset();
});

it('loads an area once for a preload and the visit that follows it', async () => {
  load.mockResolvedValue(BlogApp);
  preloadArea('blog');
  await expect(loadArea('blog')).resolves.toBe(BlogApp);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('blog/App');
  expect(refresh).toHaveBeenCalledWith('blog', { force: false });
});

it('starts a failed area over, with the runtime cache dropped, and preloads it no more', async () => {
  load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(BlogApp);
  await expect(loadArea('site')).rejects.toThrow('manifest 404');

  preloadArea('site');
  expect(refresh).toHaveBeenCalledTimes(1);

  await expect(loadArea('site')).resolves.toBe(BlogApp);
  expect(refresh).toHaveBeenLastCalledWith('site', { force: true });

  preloadArea('site');
  await loadArea('site');
  expect(load).toHaveBeenCalledTimes(2);
});

it('starts an area with the shell on the addresses just read, once', async () => {
  load.mockResolvedValue(BlogApp);
  startAreaWithShell('vehicle');
  await expect(loadArea('vehicle')).resolves.toBe(BlogApp);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('vehicle/App');
  expect(refresh).not.toHaveBeenCalled();
});

describe('the area the entry started', () => {
  const ShopApp = { default: () => null };

  it('becomes the area load, reported as the start-up load, with no second load', async () => {
    const started = Promise.resolve(ShopApp);
    opening.mockReturnValue(started);
    load.mockImplementation((_id, begun) => begun ?? Promise.resolve(BlogApp));

    startAreaWithShell('shop');
    await expect(loadArea('shop')).resolves.toBe(ShopApp);
    expect(opening).toHaveBeenCalledWith('shop');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('shop/App', started);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('failed, is retried like any failed load: from /config.json, the runtime cache dropped', async () => {
    opening.mockReturnValue(Promise.reject(new Error('remoteEntry.js 503')));
    load.mockImplementation((_id, begun) => begun ?? Promise.resolve(ShopApp));

    startAreaWithShell('account');
    await expect(loadArea('account')).rejects.toThrow('503');
    await expect(loadArea('account')).resolves.toBe(ShopApp);
    expect(refresh).toHaveBeenCalledWith('account', { force: true });
  });
});
