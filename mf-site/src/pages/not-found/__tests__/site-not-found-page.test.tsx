import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@autoparts/shared/testing';
import SiteApp from '../../../exposes/app';
import { renderInSite } from '../../../testing/render';

jest.mock('../../../i18n', () => ({}));

const renderSite = (route: string) => renderInSite(<SiteApp section="site" />, { route });

describe('site 404 page', () => {
  it.each(['/site/not-found', '/site/no-such-page'])('is shown at %s', async (route) => {
    renderSite(route);

    expect(await screen.findByText('Oops! Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
  });

  it('searches the shop from the search box', async () => {
    const user = userEvent.setup();
    renderSite('/site/not-found');

    await user.type(
      await screen.findByRole('searchbox', { name: 'Search the shop' }),
      ' brake pads ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentLocation()).toBe('/shop/category/products?filter_q=brake+pads');
  });
});
