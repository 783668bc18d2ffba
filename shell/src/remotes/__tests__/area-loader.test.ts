import { loadFederated, refreshRemoteAddress } from '../federation';
import { loadArea, preloadArea, startAreaWithShell } from '../area-loader';

jest.mock('../federation', () => ({
  loadFederated: jest.fn(),
  refreshRemoteAddress: jest.fn(() => Promise.resolve()),
}));

const load = jest.mocked(loadFederated);
const refresh = jest.mocked(refreshRemoteAddress);
const BlogApp = { default: () => null };

beforeEach(() => {
  load.mockReset();
  refresh.mockClear();
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
