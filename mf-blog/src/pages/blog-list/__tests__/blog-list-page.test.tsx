import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentLocation } from '@autoparts/shared/testing';
import BlogApp from '../../../exposes/app';
import { setupBlogApi } from '../../../testing/api-server';
import { renderInBlog } from '../../../testing/render';

jest.mock('../../../i18n', () => ({}));

const { server, toasts } = setupBlogApi();

const renderBlog = (route: string) => renderInBlog(<BlogApp section="blog" />, { route });
const postTitles = async () =>
  (await screen.findAllByRole('heading', { level: 2 }))
    .filter((heading) => heading.closest('article'))
    .map((heading) => heading.textContent);

describe('blog list', () => {
  it('shows the 8 newest posts with the sidebar of search, categories and latest posts', async () => {
    renderBlog('/blog');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Latest News' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–8 of 24 posts')).toBeInTheDocument();
    const titles = await postTitles();
    expect(titles).toHaveLength(8);
    expect(titles[0]).toBe('Find the Right Part Every Time with Your VIN and the Garage');

    expect(screen.getByRole('search')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(
      await within(categories).findByRole('link', { name: /Special Offers\s*2/ }),
    ).toHaveAttribute('href', '/blog?category=special-offers');
    const latest = screen.getByRole('region', { name: 'Latest Posts' });
    expect(await within(latest).findAllByRole('link')).toHaveLength(4);
  });

  it('pages through the posts with ?page= in the address', async () => {
    const user = userEvent.setup();
    renderBlog('/blog?page=3');

    expect(await screen.findByText('Showing 17–24 of 24 posts')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Previous page' }));

    expect(currentLocation()).toBe('/blog?page=2');
    expect(await screen.findByText('Showing 9–16 of 24 posts')).toBeInTheDocument();
  });

  it('lists one category with its name as the title', async () => {
    renderBlog('/blog?category=special-offers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Special Offers' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–2 of 2 posts')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('searches the blog from the sidebar', async () => {
    const user = userEvent.setup();
    renderBlog('/blog?layout=list');

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), '  torque wrench ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentLocation()).toBe('/blog?layout=list&search=torque+wrench');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “torque wrench”' }),
    ).toBeInTheDocument();
    // The heading follows the address at once; the list keeps the last posts until the answer.
    await waitFor(async () =>
      expect(await postTitles()).toContain('The Essential Home-Garage Toolkit for Under $300'),
    );
  });

  it('says so when a search finds nothing', async () => {
    renderBlog('/blog?search=zeppelin');

    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('answers an unknown category inside the page', async () => {
    renderBlog('/blog?category=nope');

    expect(await screen.findByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toBeInTheDocument();
  });

  it('offers the first page when ?page= is past the end', async () => {
    renderBlog('/blog?page=9');

    expect(await screen.findByRole('heading', { name: 'This page is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it.each(['abc', '-2', '1.5'])('reads ?page=%s as the first page', async (page) => {
    renderBlog(`/blog?page=${page}`);
    expect(await screen.findByText('Showing 1–8 of 24 posts')).toBeInTheDocument();
  });

  it('switches between the classic, grid and list layouts', async () => {
    const user = userEvent.setup();
    renderBlog('/blog?page=2');
    await screen.findByText('Showing 9–16 of 24 posts');
    const layouts = screen.getByRole('navigation', { name: 'Post layout' });
    expect(within(layouts).getByRole('link', { name: 'Classic' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getAllByRole('link', { name: /^Read more/ })).toHaveLength(8);

    await user.click(within(layouts).getByRole('link', { name: 'Grid' }));

    expect(currentLocation()).toBe('/blog?page=2&layout=grid');
    expect(within(layouts).getByRole('link', { name: 'Grid' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('link', { name: /^Read more/ })).not.toBeInTheDocument();
  });

  it('serves the named layout variants such as category-grid-left-sidebar', async () => {
    renderBlog('/blog/category-grid-left-sidebar');

    expect(await screen.findByText('Showing 1–8 of 24 posts')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Post layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Read more/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the posts cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/blog/posts',
        () =>
          HttpResponse.json(
            { status: 503, title: 'Service Unavailable', detail: '', errors: {} },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    renderBlog('/blog');

    expect(
      await screen.findByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeInTheDocument();
    expect(toasts).toEqual(['Service Unavailable']);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–8 of 24 posts')).toBeInTheDocument();
  });
});
