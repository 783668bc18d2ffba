import { loadFederated } from '../remotes/federation';
import { loadArea } from '../remotes/area-loader';
import { matchTable, startOpeningPage } from '../route-table';
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

describe('matchTable', () => {
  const table = [
    { path: 'a/*', handle: 'A' },
    { path: '*', handle: 'other' },
  ];

  it('matches an address once, and again when the address changes', () => {
    const first = matchTable(table, '/a/b');
    expect(first.map((match) => match.route.handle)).toEqual(['A']);
    expect(matchTable(table, '/a/b')).toBe(first);
    expect(matchTable(table, '/c').map((match) => match.route.handle)).toEqual(['other']);
    expect(matchTable(table, '/a/b')).not.toBe(first);
  });

  it('keeps each table apart', () => {
    const other = [{ path: 'a/*', handle: 'B' }];
    matchTable(table, '/a/x');
    expect(matchTable(other, '/a/x').map((match) => match.route.handle)).toEqual(['B']);
  });
});
