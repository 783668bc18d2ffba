import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { makeProduct, makeStore } from '../../__tests__/fixtures';
import { CartIndicator } from '../cart-indicator';

const kit = makeProduct({ id: 1, name: 'Brandix Brake Kit', price: 100, slug: 'brake-kit' });
const bulb = makeProduct({
  id: 2,
  name: 'Halogen Bulb',
  price: 12.5,
  slug: 'halogen-bulb',
  images: ['light-bulbs-1.svg'],
});

function renderCart(items: unknown[] = []) {
  const { store } = makeStore({ saved: { cartItems: items } });
  renderWithProviders(<CartIndicator />, { store });
  return store;
}

async function openMiniCart(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('region', { name });
}

it('an empty cart says so', async () => {
  renderCart();
  const panel = await openMiniCart(/Shopping cart: 0 items, \$0\.00/);
  expect(within(panel).getByText('Your shopping cart is empty!')).toBeInTheDocument();
  expect(within(panel).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
});

it('shows the count and subtotal, then each line with its options, quantity and price', async () => {
  renderCart([
    { product: kit, quantity: 2, options: [{ name: 'Color', value: 'Red' }] },
    { product: bulb, quantity: 1, options: [] },
  ]);
  // 2 x 100 + 12.50
  const panel = await openMiniCart(/Shopping cart: 3 items, \$212\.50/);
  const lines = within(panel)
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('img'));
  expect(lines).toHaveLength(2);
  const [first, second] = lines as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('link', { name: 'Brandix Brake Kit' })).toHaveAttribute(
    'href',
    '/shop/products/brake-kit',
  );
  expect(within(first).getByText('Color: Red')).toBeInTheDocument();
  expect(within(first).getByText('2')).toBeInTheDocument();
  expect(within(first).getByText('$100.00')).toBeInTheDocument();
  expect(first.querySelector('img')).toHaveAttribute(
    'src',
    '/api/shop/images/products/brake-pads-1.svg',
  );
  expect(within(second).getByText('$12.50')).toBeInTheDocument();

  // Subtotal 212.50, flat shipping 25, tax 20% of the subtotal, total of the three.
  const totals = within(panel).getByRole('table');
  const row = (name: string) => within(totals).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(row('Subtotal')).toHaveTextContent('$212.50');
  expect(row('Shipping')).toHaveTextContent('$25.00');
  expect(row('Tax')).toHaveTextContent('$42.50');
  expect(row('Total')).toHaveTextContent('$280.00');

  expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
    'href',
    '/shop/cart',
  );
  expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/shop/checkout',
  );
});

it('removes a line and updates the totals', async () => {
  const store = renderCart([
    { product: kit, quantity: 1, options: [] },
    { product: bulb, quantity: 2, options: [] },
  ]);
  const panel = await openMiniCart(/Shopping cart: 3 items/);
  await userEvent.click(
    within(panel).getByRole('button', { name: 'Remove Brandix Brake Kit from the cart' }),
  );
  await waitFor(() => expect(store.cart.items).toHaveLength(1));
  expect(within(panel).queryByText('Brandix Brake Kit')).not.toBeInTheDocument();
  expect(within(panel).getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('$25.00');
  expect(screen.getByRole('button', { name: /Shopping cart: 2 items, \$25\.00/ })).toBeVisible();
});

it('prices follow the chosen currency', async () => {
  const { store } = makeStore({
    saved: { cartItems: [{ product: kit, quantity: 1, options: [] }], currency: 'EUR' },
  });
  renderWithProviders(<CartIndicator />, { store });
  // 100 + 25 shipping + 20 tax = 145 dollars, at 0.92.
  const panel = await openMiniCart(/Shopping cart: 1 items, €92\.00/);
  expect(within(panel).getByRole('row', { name: /^Total/ })).toHaveTextContent('€133.40');
});

it('warns about the lines that do not fit, or may not fit, the chosen vehicle', async () => {
  const civic = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L' };
  const { store } = makeStore({
    saved: {
      currentVehicle: civic,
      cartItems: [
        { product: { ...kit, compatibility: [3] }, quantity: 1, options: [] },
        { product: { ...bulb, compatibility: 'unknown' }, quantity: 1, options: [] },
        {
          product: makeProduct({ id: 3, name: 'Civic Pads', compatibility: [7] }),
          quantity: 1,
          options: [],
        },
      ],
    },
  });
  renderWithProviders(<CartIndicator />, { store });
  const panel = await openMiniCart(/Shopping cart: 3 items/);
  const line = (name: string) => within(panel).getByRole('link', { name }).closest('li')!;
  expect(line('Brandix Brake Kit')).toHaveTextContent('Does not fit your 2019 Honda Civic');
  expect(line('Halogen Bulb')).toHaveTextContent('May not fit your 2019 Honda Civic');
  expect(line('Civic Pads')).not.toHaveTextContent(/fit/i);
});
