import { matchRoutes } from '@autoparts/shared/router';
import { blogLinks } from '@autoparts/shared';
import { parseLayout, parsePage, textParam } from '../../pages/blog-list/list-params';

// The blog's addresses come from shared's link contract; the blog's routes and list parameters
// read them back here.

const routes = [{ path: '/blog' }, { path: `/blog/${blogLinks.post.path}` }];

describe('blogLinks against the blog', () => {
  it.each(['changing-brake-pads', 'odd slug/é?#%'])('round-trips the post %s', (slug) => {
    const [match] = matchRoutes(routes, blogLinks.post.getHref(slug)) ?? [];
    expect(match?.route.path).toBe('/blog/post/:slug');
    expect(match?.params.slug).toBe(slug);
  });

  it('round-trips a list query', () => {
    const query = {
      category: 'diy-repairs',
      search: 'brake & pads, 50% off',
      page: 3,
      layout: 'grid',
    };
    const url = new URL(blogLinks.list.getHref(query), 'http://storefront.invalid');
    expect(matchRoutes(routes, url.pathname)?.[0]?.route.path).toBe('/blog');
    const params = url.searchParams;
    expect({
      category: textParam(params.get('category')),
      search: textParam(params.get('search')),
      page: parsePage(params.get('page')),
      layout: parseLayout(params.get('layout')),
    }).toEqual(query);
  });

  it('writes the parameters in the order given and leaves empty ones out', () => {
    expect(
      blogLinks.list.getHref({ layout: 'list', sidebar: undefined, search: 'torque wrench' }),
    ).toBe('/blog?layout=list&search=torque+wrench');
    expect(blogLinks.list.getHref({ search: '' })).toBe('/blog');
  });
});
