import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Outlet } from '@autoparts/shared/router';
import { deferred } from '@autoparts/shared/testing';
import { FAKE_CATEGORY_TREE, serveCategoryTree } from '../../../testing/category-tree';
import { renderWithProviders } from '../../../testing/render';
import { makeStore } from '../../__tests__/fixtures';
import { MobileHeader } from '../mobile-header';
import { LazyMobileMenu } from '../lazy-mobile-menu';
import { MobileMenuProvider } from '../mobile-menu-context';

function Layout() {
  return (
    <MobileMenuProvider>
      <MobileHeader variant="one" />
      {/* As the shell draws it: the menu's code comes at its first opening. */}
      <LazyMobileMenu />
      <Outlet />
    </MobileMenuProvider>
  );
}

function renderMenu() {
  const { store } = makeStore({
    saved: { garage: [{ id: 3, year: 2011, make: 'Ford', model: 'Focus', engine: '2.0L' }] },
  });
  const view = renderWithProviders(<Layout />, {
    store,
    route: '/',
    routes: [],
  });
  return { ...view, store };
}

async function openMenu() {
  const button = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

const shop = serveCategoryTree();

afterEach(() => {
  document.body.style.overflow = '';
});

it('opens from the menu button, locks the page scroll and closes on Escape', async () => {
  renderMenu();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const { button, dialog } = await openMenu();
  expect(document.body.style.overflow).toBe('hidden');
  expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(button).toHaveFocus();
});

it('has the settings, the four indicators, the link tree and the call-us block', async () => {
  renderMenu();
  const { dialog } = await openMenu();
  expect(within(dialog).getByRole('button', { name: /Language\s*English/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /Currency\s*\$ USD/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Wishlist/ })).toHaveAttribute(
    'href',
    '/shop/wishlist',
  );
  expect(within(dialog).getByRole('link', { name: /Account/ })).toHaveAttribute(
    'href',
    '/account/login',
  );
  expect(within(dialog).getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/shop/cart');
  expect(within(dialog).getByRole('link', { name: /1\s*Garage/ })).toHaveAttribute(
    'href',
    '/account/garage',
  );
  for (const name of ['Shop By Category', 'Home', 'Shop', 'Blog', 'Account', 'Pages']) {
    expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(within(dialog).getByRole('link', { name: /Free call 24\/7/ })).toHaveAttribute(
    'href',
    'tel:8000600730',
  );
});

it('slides in a panel of links with a back button, and back returns to the first panel', async () => {
  renderMenu();
  const { dialog } = await openMenu();
  const shop = within(dialog).getByRole('button', { name: 'Shop' });
  await userEvent.click(shop);

  expect(within(dialog).getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  const back = within(dialog).getByRole('button', { name: 'Back' });
  expect(back).toHaveFocus();
  expect(within(dialog).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/shop');
  expect(within(dialog).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/shop/cart');

  // A deeper level, then back twice.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Category Pages' }));
  expect(within(dialog).getByRole('heading', { name: 'Category Pages' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Shop' })).toHaveFocus();
});

it("the departments are the shop's, asked for when the menu first opens", async () => {
  renderMenu();
  expect(shop.state.requests).toBe(0);
  const { dialog } = await openMenu();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Shop By Category' }));
  expect(within(dialog).getByRole('heading', { name: 'Shop By Category' })).toBeInTheDocument();

  // A department with a megamenu lists its groups, as the desktop megamenu does.
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Brakes' }));
  expect(within(dialog).getByRole('heading', { name: 'Brakes' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/shop/category/brakes',
  );
  expect(within(dialog).getByRole('button', { name: 'Suspension & Steering' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Brakes' }));
  expect(within(dialog).getByRole('link', { name: 'Brake Pads' })).toHaveAttribute(
    'href',
    '/shop/category/brake-pads/products',
  );

  // A department the shell has no text or megamenu for: the shop's name, a plain link.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByRole('link', { name: 'Garage Storage' })).toHaveAttribute(
    'href',
    '/shop/category/garage-storage',
  );
  expect(shop.state.requests).toBe(1);
});

it('a panel of categories says it is loading until the tree comes', async () => {
  const held = deferred<Response>();
  shop.answerWith(() => held.promise);
  renderMenu();
  const { dialog } = await openMenu();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Megamenu' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
  held.resolve(HttpResponse.json(FAKE_CATEGORY_TREE));
  expect(await within(dialog).findByRole('button', { name: 'Electrical' })).toBeInTheDocument();
});

it("without the shop's tree a panel of categories links to the shop's categories", async () => {
  shop.fail();
  const { router } = renderMenu();
  const { dialog } = await openMenu();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Shop By Category' }));
  await userEvent.click(await within(dialog).findByRole('link', { name: 'All categories' }));
  expect(router.state.location.pathname).toBe('/shop');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a link without links navigates and closes the menu', async () => {
  const { router } = renderMenu();
  const { dialog } = await openMenu();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pages' }));
  await userEvent.click(within(dialog).getByRole('link', { name: 'About Us' }));
  expect(router.state.location.pathname).toBe('/site/about-us');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it('chooses the language and the currency in their own panels', async () => {
  const { store } = renderMenu();
  const { dialog } = await openMenu();
  await userEvent.click(within(dialog).getByRole('button', { name: /Currency/ }));
  await userEvent.click(within(dialog).getByRole('radio', { name: '€ Euro' }));
  expect(store.currency.code).toBe('EUR');
  expect(within(dialog).getByRole('button', { name: /Currency\s*€ EUR/ })).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: /Language/ }));
  expect(within(dialog).getByRole('radio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.click(within(dialog).getByRole('radio', { name: 'RTL' }));
  expect(store.language.code).toBe('en-RTL');
});

it('keeps the focus inside the menu', async () => {
  renderMenu();
  const { dialog } = await openMenu();
  const close = within(dialog).getByRole('button', { name: 'Close menu' });
  await userEvent.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(close).not.toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
});

it('the backdrop closes the menu', async () => {
  renderMenu();
  const { dialog } = await openMenu();
  await userEvent.click(dialog.previousElementSibling as HTMLElement);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
