import { act, screen, within } from '@testing-library/react';
import type { Product } from '@autoparts/shared';
import { makeProduct } from '../../../testing/fixtures';
import { PRODUCT_OPTIONS } from '../../../testing/products';
import { renderShop } from '../../../testing/render';

const pads = makeProduct({ id: 1, name: 'Ceramic Brake Pads', price: 40, compareAtPrice: 50 });
const rotor = makeProduct({ id: 2, name: 'Vented Rotor', price: 80, stock: 'out-of-stock' });

async function renderWishlist(products: Product[]) {
  const result = renderShop('/shop/wishlist');
  for (const product of products) await act(() => result.store.wishlist.add(product));
  return result;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

it('lists the saved products with image, name, stock, price and actions', async () => {
  await renderWishlist([pads, rotor]);
  expect(screen.getByRole('heading', { level: 1, name: 'Wish List' })).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toEqual(['Image', 'Product', 'Stock status', 'Price', 'Actions']);

  const row = within(rowOf('Ceramic Brake Pads'));
  expect(row.getByRole('link', { name: 'Ceramic Brake Pads' })).toHaveAttribute(
    'href',
    '/shop/products/ceramic-brake-pads-1',
  );
  expect(row.getByText('In Stock')).toBeInTheDocument();
  expect(row.getByText('$40.00')).toBeInTheDocument();
  expect(row.getByRole('deletion')).toHaveTextContent('$50.00');
  expect(within(rowOf('Vented Rotor')).getByText('Out of Stock')).toBeInTheDocument();
});

it('adds a product to the cart from its row', async () => {
  const { user, store } = await renderWishlist([pads, rotor]);
  await user.click(screen.getByRole('button', { name: /^Add to cart\s+Vented Rotor$/ }));
  expect(store.cart.items.map((item) => item.product.id)).toEqual([2]);
  expect(store.wishlist.count).toBe(2);
});

it('sends a product with options to have them chosen first', async () => {
  const withOptions = makeProduct({ id: 3, name: 'Brake Kit', options: PRODUCT_OPTIONS });
  const { user, store } = await renderWishlist([withOptions]);
  await user.click(screen.getByRole('button', { name: /^Add to cart\s+Brake Kit$/ }));
  expect(store.cart.items).toEqual([]);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('removes products one by one, then shows the empty state', async () => {
  const { user, store } = await renderWishlist([pads, rotor]);
  await user.click(
    screen.getByRole('button', { name: 'Remove Ceramic Brake Pads from the wish list' }),
  );
  expect(screen.queryByRole('link', { name: 'Ceramic Brake Pads' })).not.toBeInTheDocument();
  expect(store.wishlist.products.map((p) => p.id)).toEqual([2]);

  await user.click(screen.getByRole('button', { name: 'Remove Vented Rotor from the wish list' }));
  expect(screen.getByText('Your wish list is empty!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
});

it('keeps the remove button disabled while the removal runs', async () => {
  let finish!: () => void;
  const result = renderShop('/shop/wishlist', {
    delay: () => new Promise<void>((resolve) => (finish = resolve)),
  });
  const adding = result.store.wishlist.add(pads);
  await act(async () => finish());
  await act(() => adding);
  const remove = screen.getByRole('button', { name: /Remove Ceramic Brake Pads/ });
  await result.user.click(remove);
  expect(remove).toBeDisabled();
  await act(async () => finish());
  expect(screen.getByText('Your wish list is empty!')).toBeInTheDocument();
});
