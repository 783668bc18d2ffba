import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@autoparts/shared/testing';
import BlogApp from '../../../exposes/app';
import { setupBlogApi } from '../../../testing/api-server';
import { renderInBlog } from '../../../testing/render';

jest.mock('../../../i18n', () => ({}));

const { toasts } = setupBlogApi();

const renderBlog = (route: string) => renderInBlog(<BlogApp section="blog" />, { route });

describe('post page', () => {
  it('shows the whole post: text, tags, author, neighbours and comments', async () => {
    renderBlog('/blog/post/how-to-replace-brake-pads');

    const title = 'How to Check and Replace Your Front Brake Pads';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText(/Check the pads before you buy anything/)).toBeInTheDocument();
    expect(within(article).getByText('By Jessica Moore')).toBeInTheDocument();
    expect(within(article).getByText('March 31, 2025')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'DIY Repairs' })).toHaveAttribute(
      'href',
      '/blog?category=diy-repairs',
    );
    expect(within(article).getByRole('link', { name: 'brake pads' })).toHaveAttribute(
      'href',
      '/blog?search=brake+pads',
    );
    expect(within(article).getByRole('heading', { name: 'Jessica Moore' })).toBeInTheDocument();
    const more = within(article).getByRole('navigation', { name: 'More posts' });
    expect(within(more).getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/blog/post/rust-prevention-after-winter',
    );

    const comments = await screen.findByRole('region', { name: /\d+ comments?/ });
    expect(within(comments).getAllByRole('listitem').length).toBeGreaterThan(0);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it('tells search engines its title, summary and BlogPosting, at its own address', async () => {
    renderBlog('/blog/post-full-width');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${title.textContent} — RedParts`);
    const head = document.head;
    // A demo route shows the newest post: the post's own page is the one to index.
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /^http:\/\/localhost\/blog\/post\/[a-z0-9-]+$/,
    );
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const data = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title.textContent });
  });

  it('opens a post by its id too', async () => {
    renderBlog('/blog/post/9');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How to Check and Replace Your Front Brake Pads',
      }),
    ).toBeInTheDocument();
  });

  it('moves to the next post and starts at its top', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderBlog('/blog/post/how-to-replace-brake-pads');
    const more = await screen.findByRole('navigation', { name: 'More posts' });

    await user.click(within(more).getByRole('link', { name: /Next post/ }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Brake Fluid: The Forgotten Fluid That Absorbs Water',
      }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/blog/post/brake-fluid-the-forgotten-fluid');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it('says a post is not found inside the blog, with the way back', async () => {
    renderBlog('/blog/post/no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oops! Error 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    // The sidebar stays, so the visitor can search or pick a recent post.
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(toasts).toEqual(['Post not found']);
  });

  it('shows the newest post without its image on post-without-image', async () => {
    renderBlog('/blog/post-without-image');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Find the Right Part Every Time with Your VIN and the Garage',
    });
    expect(heading.closest('article')?.querySelector('img')).toBeNull();
  });

  it('shows the post image on the other variants', async () => {
    renderBlog('/blog/post-full-width');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('article')?.querySelector('img')).toHaveAttribute(
      'src',
      '/api/blog/images/find-the-right-part-with-your-vin.svg',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('answers an address that is no blog page with the area’s 404', async () => {
    renderBlog('/blog/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
  });
});
