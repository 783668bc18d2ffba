import { act, screen, within } from '@testing-library/react';
import type { Product } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeDetailedProduct } from '../../../testing/products';
import { CartPage } from '../cart-page';

function renderCart() {
  const result = renderWithProviders(<CartPage />, '/shop/cart');
  return result;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const totals = () => within(screen.getByRole('region', { name: 'Cart totals' }));
const totalRow = (label: string) => totals().getByRole('row', { name: new RegExp(`^${label}`) });

describe('CartPage', () => {
  it('shows an empty cart with a way back to the shop', () => {
    renderCart();
    expect(screen.getByText('Your shopping cart is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('lists the lines with options and adds up subtotal, shipping 25, tax 20 % and total', async () => {
    const { store } = renderCart();
    const pads = makeDetailedProduct({ id: 1, name: 'Front Pads', slug: 'front-pads', price: 40 });
    const rotor = makeDetailedProduct({ id: 2, name: 'Rotor', slug: 'rotor', price: 35.5 });
    await act(() => store.cart.add(pads, 2, [{ name: 'Axle', value: 'Front' }]));
    await act(() => store.cart.add(rotor, 1));

    expect(await screen.findByRole('link', { name: 'Front Pads' })).toHaveAttribute(
      'href',
      '/shop/products/front-pads',
    );
    expect(within(row('Front Pads')).getByText('Axle: Front')).toBeInTheDocument();
    expect(within(row('Front Pads')).getByText('$80.00')).toBeInTheDocument();
    // 115.50 + 25 + 23.10
    expect(totalRow('Subtotal')).toHaveTextContent('$115.50');
    expect(totalRow('Shipping')).toHaveTextContent('$25.00');
    expect(totalRow('Tax')).toHaveTextContent('$23.10');
    expect(totalRow('Total')).toHaveTextContent('$163.60');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/shop/checkout',
    );

    act(() => store.currency.setCurrency('EUR'));
    expect(await screen.findByText('€150.51')).toBeInTheDocument();
  });

  it('removes a line and updates quantities with the update button', async () => {
    const { store, user } = renderCart();
    await act(() =>
      store.cart.add(makeDetailedProduct({ id: 1, name: 'Front Pads', price: 40 }), 1),
    );
    await act(() => store.cart.add(makeDetailedProduct({ id: 2, name: 'Rotor', price: 10 }), 1));

    await user.click(await screen.findByRole('button', { name: 'Remove Rotor from the cart' }));
    expect(screen.queryByRole('link', { name: 'Rotor' })).not.toBeInTheDocument();
    expect(store.cart.items).toHaveLength(1);

    const update = screen.getByRole('button', { name: 'Update cart' });
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(store.cart.items[0]?.quantity).toBe(1);
    await user.click(update);
    expect(store.cart.items[0]?.quantity).toBe(3);
    expect(totalRow('Subtotal')).toHaveTextContent('$120.00');
    expect(screen.getByRole('button', { name: 'Update cart' })).toBeDisabled();
  });

  it('flags the lines that do not fit, or may not fit, the chosen vehicle', async () => {
    const civic = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L' };
    const { store } = renderWithProviders(<CartPage />, '/shop/cart', { vehicle: civic });
    const part = (id: number, name: string, compatibility: Product['compatibility']) =>
      act(() => store.cart.add(makeDetailedProduct({ id, name, compatibility }), 1));
    await part(1, 'Other Pads', [3]);
    await part(2, 'Unknown Pads', 'unknown');
    await part(3, 'Civic Pads', [7]);
    await part(4, 'Universal Wipers', 'all');

    expect(row('Other Pads')).toHaveTextContent('Does not fit your 2019 Honda Civic');
    expect(row('Unknown Pads')).toHaveTextContent('May not fit your 2019 Honda Civic');
    expect(row('Civic Pads')).not.toHaveTextContent(/fit/i);
    expect(row('Universal Wipers')).not.toHaveTextContent(/fit/i);

    act(() => store.garage.setCurrentVehicle(null));
    expect(row('Other Pads')).not.toHaveTextContent(/fit/i);
  });

  it('does not apply an empty quantity', async () => {
    const { store, user } = renderCart();
    await act(() => store.cart.add(makeDetailedProduct({ id: 1, name: 'Front Pads' }), 2));
    await user.clear(await screen.findByRole('spinbutton', { name: 'Quantity of Front Pads' }));
    expect(screen.getByRole('button', { name: 'Update cart' })).toBeDisabled();
    expect(store.cart.items[0]?.quantity).toBe(2);
  });
});
