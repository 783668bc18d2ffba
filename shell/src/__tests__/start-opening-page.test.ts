import { loadFederated } from '../remotes/federation';
import { loadArea } from '../remotes/area-loader';
import { startOpeningPage } from '../route-table';
import { routes } from '../routes';

jest.mock('../remotes/federation', () => ({
  loadFederated: jest.fn(() => Promise.resolve({ default: () => null })),
  refreshRemoteAddress: jest.fn(() => Promise.resolve()),
}));

const load = jest.mocked(loadFederated);

beforeEach(() => load.mockClear());

it.each(['/', '/home-two', '/header-spaceship-variant-two', '/mobile-header-variant-two'])(
  "leaves the home blocks to the slot at %s: the hero's paint comes first",
  (pathname) => {
    startOpeningPage(routes, { pathname });
    expect(load).not.toHaveBeenCalled();
  },
);

it('starts the area that owns the opening address, which its visit then reuses', async () => {
  startOpeningPage(routes, { pathname: '/forgot-password/new' });
  await new Promise((resolve) => setTimeout(resolve));
  expect(load).toHaveBeenCalledWith('account/App');
  await loadArea('account');
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts nothing for a page of the shell without remote parts', () => {
  startOpeningPage(routes, { pathname: '/no-such-page' });
  expect(load).not.toHaveBeenCalled();
});
