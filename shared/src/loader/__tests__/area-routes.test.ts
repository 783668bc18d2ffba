import { matchAreaRoute, preloadOpeningPage, type AreaRoute } from '../area-routes';

function page() {
  return { preload: jest.fn() };
}

const home = page();
const post = page();
const grid = page();
const notFound = page();
const ROUTES: AreaRoute[] = [
  { path: '/', page: home },
  { path: 'category-grid', page: grid },
  { path: 'post/:slug', page: post },
  { path: 'no-page-of-its-own' },
  { path: '*', page: notFound },
];

beforeEach(() => jest.clearAllMocks());

describe('matchAreaRoute', () => {
  it('finds the first route the address matches below the area, with its parameters', () => {
    expect(matchAreaRoute('/blog', ROUTES, '/blog/post/brake-pads')).toMatchObject({
      route: { path: 'post/:slug' },
      match: { params: { slug: 'brake-pads' } },
    });
    expect(matchAreaRoute('/blog', ROUTES, '/blog')?.route.path).toBe('/');
    expect(matchAreaRoute('/blog', ROUTES, '/blog/')?.route.path).toBe('/');
    expect(matchAreaRoute('/blog', ROUTES, '/blog/category-grid')?.route.path).toBe(
      'category-grid',
    );
    expect(matchAreaRoute('/blog', ROUTES, '/blog/post/a/b')?.route.path).toBe('*');
  });

  it('finds nothing outside the area, nor in an area whose name only begins the same', () => {
    expect(matchAreaRoute('/blog', ROUTES, '/shop/post/x')).toBeUndefined();
    expect(matchAreaRoute('/blog', ROUTES, '/blogger/post/x')).toBeUndefined();
    expect(matchAreaRoute('/blog', ROUTES, '/')).toBeUndefined();
  });
});

describe('preloadOpeningPage', () => {
  it('starts only the page of the route the area opens on', () => {
    preloadOpeningPage('/blog', ROUTES, '/blog/post/brake-pads');
    expect(post.preload).toHaveBeenCalledTimes(1);
    for (const other of [home, grid, notFound]) expect(other.preload).not.toHaveBeenCalled();
  });

  it('starts nothing for a route without a page or an address outside the area', () => {
    preloadOpeningPage('/blog', ROUTES, '/blog/no-page-of-its-own');
    preloadOpeningPage('/blog', ROUTES, '/shop/cart');
    for (const each of [home, post, grid, notFound]) expect(each.preload).not.toHaveBeenCalled();
  });
});
