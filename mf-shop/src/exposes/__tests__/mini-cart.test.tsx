// The render helper first: it stands in for the area's i18n module the widget imports.
import { currentLocation, renderWithProviders } from '../../testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Product, SelectedOption, Vehicle } from '@autoparts/shared';
import { makeProduct } from '../../testing/fixtures';
import MiniCart from '../mini-cart';

const kit = makeProduct({ id: 1, name: 'Brandix Brake Kit', price: 100, slug: 'brake-kit' });
const bulb = makeProduct({
  id: 2,
  name: 'Halogen Bulb',
  price: 12.5,
  slug: 'halogen-bulb',
  images: ['light-bulbs-1.svg'],
});
const CIVIC: Vehicle = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L' };

type Line = [product: Product, quantity: number, options?: SelectedOption[]];

/** The fragment as the header's dropdown shows it, over a cart holding `lines`. */
async function renderMiniCart(lines: Line[], options: { vehicle?: Vehicle } = {}) {
  const onClose = jest.fn();
  const result = renderWithProviders(<MiniCart onClose={onClose} />, '/', options);
  for (const [product, quantity, chosen] of lines) {
    await act(() => result.store.cart.add(product, quantity, chosen));
  }
  return { ...result, onClose };
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const row = (name: string) =>
  within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`^${name}`) });

describe('shop/MiniCart', () => {
  it('says so when the cart is empty, with no way to the checkout', async () => {
    await renderMiniCart([]);
    expect(screen.getByText('Your shopping cart is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('lists each line with its image, options, quantity and price, then the totals', async () => {
    await renderMiniCart([
      [kit, 2, [{ name: 'Color', value: 'Red' }]],
      [bulb, 1],
    ]);
    const lines = within(screen.getByRole('list', { name: 'Products in the cart' }))
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

    // Subtotal 2 x 100 + 12.50, flat shipping 25, tax 20% of the subtotal, total of the three.
    expect(row('Subtotal')).toHaveTextContent('$212.50');
    expect(row('Shipping')).toHaveTextContent('$25.00');
    expect(row('Tax')).toHaveTextContent('$42.50');
    expect(row('Total')).toHaveTextContent('$280.00');
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shop/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/shop/checkout',
    );
  });

  it('closes the host’s dropdown when a link is followed', async () => {
    const { user, onClose } = await renderMiniCart([[kit, 1]]);
    await user.click(screen.getByRole('link', { name: 'Brandix Brake Kit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/shop/products/brake-kit');

    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(currentLocation()).toBe('/shop/checkout');
  });

  it('removes a line and updates the totals', async () => {
    const { user, store } = await renderMiniCart([
      [kit, 1],
      [bulb, 2],
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Remove Brandix Brake Kit from the cart' }),
    );
    await waitFor(() => expect(store.cart.items).toHaveLength(1));
    expect(screen.queryByText('Brandix Brake Kit')).not.toBeInTheDocument();
    expect(row('Subtotal')).toHaveTextContent('$25.00');
  });

  it('prices follow the chosen currency', async () => {
    const { store } = await renderMiniCart([[kit, 1]]);
    act(() => store.currency.setCurrency('EUR'));
    // 100 + 25 shipping + 20 tax = 145 dollars, at 0.92.
    expect(within(lineOf('Brandix Brake Kit')).getByText('€92.00')).toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('€133.40');
  });

  it('warns about the lines that do not fit, or may not fit, the chosen vehicle', async () => {
    await renderMiniCart(
      [
        [{ ...kit, compatibility: [3] }, 1],
        [{ ...bulb, compatibility: 'unknown' }, 1],
        [makeProduct({ id: 3, name: 'Civic Pads', compatibility: [CIVIC.id] }), 1],
      ],
      { vehicle: CIVIC },
    );
    expect(lineOf('Brandix Brake Kit')).toHaveTextContent('Does not fit your 2019 Honda Civic');
    expect(lineOf('Halogen Bulb')).toHaveTextContent('May not fit your 2019 Honda Civic');
    expect(lineOf('Civic Pads')).not.toHaveTextContent(/fit/i);
  });
});
