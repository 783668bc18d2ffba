import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_PAGES, siteLinks } from '@autoparts/shared';
import { currentLocation } from '@autoparts/shared/testing';
import SiteApp from '../../../exposes/app';
import { setupSiteApi } from '../../../testing/api-server';
import { renderInSite } from '../../../testing/render';

jest.mock('../../../i18n', () => ({}));

setupSiteApi();

const renderSite = (route: string) => renderInSite(<SiteApp section="site" />, { route });

describe('site pages', () => {
  it.each(SITE_PAGES.filter((page) => page !== 'not-found'))(
    'has a page at the address siteLinks builds for %s',
    (page) => {
      renderSite(siteLinks.page.getHref(page));

      expect(currentLocation()).toBe(`/site/${page}`);
      expect(screen.queryByText('Oops! Error 404')).not.toBeInTheDocument();
    },
  );

  it('each page has its own title and description; the second contact page points to the first', () => {
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { unmount } = renderSite(siteLinks.page.getHref('faq'));
    expect(document.title).toBe('Frequently Asked Questions — RedParts');
    const faqDescription = description();
    unmount();

    renderSite(siteLinks.page.getHref('contact-us-v2'));
    expect(document.title).toBe('Contact Us — RedParts');
    expect(description()).not.toBe(faqDescription);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/site/contact-us-v1',
    );
  });

  it('opens /site on About Us, with tabs to every site page', () => {
    renderSite('/site');

    expect(currentLocation()).toBe('/site/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Information pages' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(8);
    expect(within(tabs).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/site/faq');
  });

  it('tells the story of the shop with its numbers and its team', () => {
    renderSite('/site/about-us');

    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'RedParts in numbers' });
    expect(within(stats).getByText('350,000+')).toBeInTheDocument();
    expect(within(stats).getByText('1.2M+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Jessica Moore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/site/contact-us-v1',
    );
  });

  it('shows the address, a map and the form on contact-us-v1', () => {
    renderSite('/site/contact-us-v1');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map showing the RedParts store/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 060-0730' })).toHaveAttribute(
      'href',
      'tel:8000600730',
    );
    expect(screen.getByRole('link', { name: 'red-parts@example.com' })).toHaveAttribute(
      'href',
      'mailto:red-parts@example.com',
    );
    expect(screen.getByRole('form', { name: 'Leave us a Message' })).toBeInTheDocument();
  });

  it('shows three ways to reach the shop and the form on contact-us-v2', () => {
    renderSite('/site/contact-us-v2');

    for (const name of ['Visit our store', 'Call us', 'Write to us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sunday' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/site/faq');
  });

  it('opens an answer of the FAQ accordion', async () => {
    const user = userEvent.setup();
    renderSite('/site/faq');
    const question = screen.getByText('How much does shipping cost?');
    const item = question.closest('details');
    expect(item).not.toHaveAttribute('open');

    await user.click(question);

    expect(item).toHaveAttribute('open');
    expect(within(item!).getByText(/flat \$25 per order/)).toBeVisible();
  });

  it('lists the terms with a table of contents linking each section', () => {
    renderSite('/site/terms');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'Returns and refunds' });
    expect(link).toHaveAttribute('href', '#returns');
    expect(screen.getByRole('region', { name: '5. Returns and refunds' })).toHaveAttribute(
      'id',
      'returns',
    );
    expect(screen.getByText('September 1, 2025')).toBeInTheDocument();
  });

  it('shows the style guide of components and typography', () => {
    const { unmount } = renderSite('/site/components');
    expect(screen.getByRole('heading', { level: 1, name: 'Components' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    unmount();

    renderSite('/site/typography');
    expect(screen.getByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Part number' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Heading \d — Brake discs and pads$/)).toHaveLength(6);
  });
});
