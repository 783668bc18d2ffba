import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { MainMenu } from '../main-menu';

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
});

it('the wide megamenu shows columns of departments', async () => {
  const menu = renderMenu();
  await userEvent.hover(within(menu).getByRole('link', { name: 'Megamenu' }));
  const mega = menu.querySelector('[data-size="xl"]') as HTMLElement;
  expect(within(mega).getAllByRole('list').length).toBeGreaterThanOrEqual(4);
  expect(within(mega).getByRole('link', { name: 'Brake Pads' })).toHaveAttribute(
    'href',
    '/shop/category/brake-pads/products',
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
