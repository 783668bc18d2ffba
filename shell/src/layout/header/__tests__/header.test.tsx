import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { I18nextProvider } from '@autoparts/shared/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Outlet } from '@autoparts/shared/router';
import { setFederatedModuleLoader, StoreProvider } from '@autoparts/shared';
import { RouteTableContext } from '../../../route-table';
import { routes } from '../../../routes';
import { createTestI18n, createTestStore } from '../../../testing/render';
import { MobileMenuProvider } from '../../mobile/mobile-menu-context';
import { Header } from '../header';

jest.mock('../../../remotes/federation', () => ({
  loadFederated: jest.fn(() => new Promise(() => undefined)),
  refreshRemoteAddress: jest.fn(() => Promise.resolve()),
}));

/** The real route table under a layout with the header only (no footer, spinner, toasts). */
function renderAt(path: string) {
  const pages = routes[0]?.children ?? [];
  const router = createMemoryRouter(
    [
      {
        element: (
          <MobileMenuProvider>
            <Header />
            <Outlet />
          </MobileMenuProvider>
        ),
        children: pages,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <StoreProvider store={createTestStore()}>
        <RouteTableContext.Provider value={routes}>
          <RouterProvider router={router} />
        </RouteTableContext.Provider>
      </StoreProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('banner');
}

function mockViewport(desktop: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('992') ? desktop : true,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  mockViewport(true);
  // The home pages' widgets from other areas stay loading: this test is about the header.
  setFederatedModuleLoader(() => new Promise(() => undefined));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

it.each([
  ['/', 'classic-one'],
  ['/home-two', 'classic-one'],
  ['/no-such-page', 'classic-one'],
  ['/shop/cart', 'spaceship-one'],
  ['/account/login', 'spaceship-one'],
  ['/header-spaceship-variant-one', 'spaceship-one'],
  ['/header-spaceship-variant-two', 'spaceship-two'],
  ['/header-spaceship-variant-three', 'spaceship-three'],
  ['/header-classic-variant-one', 'classic-one'],
  ['/header-classic-variant-two', 'classic-two'],
  ['/header-classic-variant-three', 'classic-three'],
  ['/header-classic-variant-four', 'classic-four'],
  ['/header-classic-variant-five', 'classic-five'],
  ['/mobile-header-variant-two', 'spaceship-one'],
])('%s shows the %s desktop header', (path, variant) => {
  expect(renderAt(path)).toHaveAttribute('data-header', variant);
});

it('the spaceship top bar has two wings; the classic one is a single bar', () => {
  const spaceship = renderAt('/header-spaceship-variant-one');
  expect(
    within(spaceship).getAllByRole('navigation', { name: /Information|Store and blog/ }),
  ).toHaveLength(2);
  expect(within(spaceship).getByText('Call Us: \u2066(800) 060-0730\u2069')).toBeInTheDocument();
});

it('menu entries ignored in the spaceship layout are left out of it only', () => {
  const spaceship = renderAt('/header-spaceship-variant-one');
  const spaceshipMenu = within(spaceship).getByRole('navigation', { name: 'Main menu' });
  expect(within(spaceshipMenu).queryByRole('link', { name: 'Megamenu' })).not.toBeInTheDocument();
  expect(within(spaceshipMenu).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
});

it('the logo and the currency and language choices are named by the words they show', () => {
  // Label in name (WCAG 2.5.3): a speech user says what is on the screen.
  const header = renderAt('/header-classic-variant-one');
  // jsdom, without a layout, parts the two spans of "RedParts"; a browser does not.
  expect(
    within(header).getByRole('link', { name: /^Red ?Parts Auto parts and accessories$/ }),
  ).toHaveAttribute('href', '/');
  expect(within(header).getByRole('button', { name: 'Currency: $ USD' })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
});

it('the classic layout shows every menu entry and a single top bar', () => {
  const classic = renderAt('/header-classic-variant-one');
  const menu = within(classic).getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Megamenu' })).toHaveAttribute('href', '/shop');
  expect(within(menu).getByRole('link', { name: 'Hot Offers' })).toBeInTheDocument();
  expect(within(classic).getAllByRole('navigation', { name: 'Information' })).toHaveLength(1);
});

it.each([
  ['/', 'mobile-one'],
  ['/shop', 'mobile-one'],
  ['/mobile-header-variant-one', 'mobile-one'],
  ['/mobile-header-variant-two', 'mobile-two'],
])('below 992 px %s shows the %s header', (path, variant) => {
  mockViewport(false);
  const header = renderAt(path);
  expect(header).toHaveAttribute('data-header', variant);
  expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/account',
  );
  expect(within(header).getByRole('link', { name: /Wish list/ })).toHaveAttribute(
    'href',
    '/shop/wishlist',
  );
  expect(within(header).getByRole('link', { name: /Shopping cart/ })).toHaveAttribute(
    'href',
    '/shop/cart',
  );
});
