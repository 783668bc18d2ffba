import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { deferred } from '@autoparts/shared/testing';
import { FAKE_CATEGORY_TREE, serveCategoryTree } from '../../../testing/category-tree';
import { renderWithProviders } from '../../../testing/render';
import { MainMenu } from '../main-menu';

const shop = serveCategoryTree();

function renderMenu(layout: 'classic' | 'spaceship' = 'classic') {
  renderWithProviders(<MainMenu layout={layout} />);
  return screen.getByRole('navigation', { name: 'Main menu' });
}

it('a simple submenu opens on hover, with nested links', async () => {
  const menu = renderMenu();
  const home = within(menu).getByRole('link', { name: 'Home' });
  expect(within(menu).queryByRole('link', { name: 'Home Two' })).not.toBeInTheDocument();
  await userEvent.hover(home);
  expect(within(menu).getByRole('link', { name: 'Home Two' })).toHaveAttribute('href', '/home-two');
  expect(within(menu).getByRole('link', { name: 'Variant Five' })).toHaveAttribute(
    'href',
    '/header-classic-variant-five',
  );
  await userEvent.unhover(home);
  expect(within(menu).queryByRole('link', { name: 'Home Two' })).not.toBeInTheDocument();
  // Only a megamenu of departments needs the shop's tree.
  expect(shop.state.requests).toBe(0);
});

it("the wide megamenu shows columns of the shop's departments", async () => {
  const held = deferred<Response>();
  shop.answerWith(() => held.promise);
  const menu = renderMenu();
  await userEvent.hover(within(menu).getByRole('link', { name: 'Megamenu' }));
  expect(within(menu).getByRole('status')).toHaveTextContent('Loading…');
  held.resolve(HttpResponse.json(FAKE_CATEGORY_TREE));
  const brakePads = await within(menu).findByRole('link', { name: 'Brake Pads' });
  expect(brakePads).toHaveAttribute('href', '/shop/category/brake-pads/products');
  const mega = menu.querySelector('[data-size="xl"]') as HTMLElement;
  expect(mega).toContainElement(brakePads);
  expect(within(mega).getAllByRole('list').length).toBeGreaterThanOrEqual(4);

  // Kept for the session: opening it again shows it at once.
  await userEvent.unhover(within(menu).getByRole('link', { name: 'Megamenu' }));
  await userEvent.hover(within(menu).getByRole('link', { name: 'Megamenu' }));
  expect(within(menu).getByRole('link', { name: 'Brake Pads' })).toBeInTheDocument();
  expect(shop.state.requests).toBe(1);
});

it("without the shop's tree the wide megamenu links to the shop's categories", async () => {
  shop.fail();
  const menu = renderMenu();
  await userEvent.hover(within(menu).getByRole('link', { name: 'Megamenu' }));
  expect(await within(menu).findByRole('link', { name: 'All categories' })).toHaveAttribute(
    'href',
    '/shop',
  );
});

it('opens when the keyboard focus enters and Escape closes it, keeping the focus', async () => {
  const menu = renderMenu();
  await userEvent.tab();
  const home = within(menu).getByRole('link', { name: 'Home' });
  expect(home).toHaveFocus();
  expect(within(menu).getByRole('link', { name: 'Home One' })).toBeInTheDocument();
  await userEvent.tab();
  expect(within(menu).getByRole('link', { name: 'Home One' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(within(menu).queryByRole('link', { name: 'Home One' })).not.toBeInTheDocument();
  expect(home).toHaveFocus();

  // Leaving the entry and coming back opens it again.
  await userEvent.tab();
  expect(within(menu).getByRole('link', { name: 'Megamenu' })).toHaveFocus();
  expect(await within(menu).findByRole('link', { name: 'Brake Pads' })).toBeInTheDocument();
  expect(menu.querySelector('[data-size="xl"]')).toBeInTheDocument();
});

it('a highlighted entry is marked and entries ignored in a layout are left out', () => {
  const classic = renderMenu('classic');
  expect(within(classic).getByRole('link', { name: 'Hot Offers' })).toHaveAttribute(
    'href',
    '/shop/category/products?filter_discount=yes',
  );
  expect(within(classic).getByRole('link', { name: 'By Vehicle' })).toBeInTheDocument();
});

it('the spaceship layout leaves out the entries marked ignoreIn spaceship', () => {
  const spaceship = renderMenu('spaceship');
  expect(within(spaceship).queryByRole('link', { name: 'Megamenu' })).not.toBeInTheDocument();
  expect(within(spaceship).queryByRole('link', { name: 'By Vehicle' })).not.toBeInTheDocument();
  expect(within(spaceship).getByRole('link', { name: 'Pages' })).toBeInTheDocument();
});
