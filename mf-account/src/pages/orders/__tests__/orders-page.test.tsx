import { screen } from '@testing-library/react';
import { currentLocation, renderAccountArea, TEST_USER } from '../../../testing/render';
import { fakeShopWidgets } from '../../../testing/shop-widgets';

// The shop's widgets make the calls; these pages only place them, so no API is needed here.
const shop = fakeShopWidgets();

const signedIn = (route: string) => renderAccountArea(route, { signedInAs: TEST_USER });

it('asks a guest to sign in first, and comes back to the same page of orders', async () => {
  await renderAccountArea('/account/orders?page=2');
  expect(currentLocation()).toBe(
    `/account/login?returnUrl=${encodeURIComponent('/account/orders?page=2')}`,
  );
});

it('hosts the shop’s order history at the page of the URL, with the account’s links', async () => {
  await signedIn('/account/orders?page=3');

  expect(await screen.findByText('Orders, page 3')).toBeInTheDocument();
  expect(shop.loader).toHaveBeenCalledWith('shop/OrderHistory');
  expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Order 5' })).toHaveAttribute(
    'href',
    '/account/orders/5',
  );
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/account/orders?page=2',
  );
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/account/orders');
});

it.each(['', '?page=0', '?page=abc', '?page=-2'])('reads %s as the first page', async (query) => {
  await signedIn(`/account/orders${query}`);
  expect(await screen.findByText('Orders, page 1')).toBeInTheDocument();
});

it('hosts the shop’s order details with the id of the URL', async () => {
  await signedIn('/account/orders/7');

  expect(await screen.findByText('Details of order 7')).toBeInTheDocument();
  expect(shop.loader).toHaveBeenCalledWith('shop/OrderDetails');
  expect(screen.getByRole('link', { name: 'Back to order history' })).toHaveAttribute(
    'href',
    '/account/orders',
  );
});

it('gives the shop the area’s not-found page for an order it does not know', async () => {
  await signedIn('/account/orders/404');

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Account navigation' })).toBeInTheDocument();
});

it.each(['abc', '0', '1.5', '-3'])(
  'shows not found for the order id %s without asking',
  async (id) => {
    await signedIn(`/account/orders/${id}`);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(shop.loader).not.toHaveBeenCalled();
  },
);

it('keeps the page when the shop is down, and tries again on request', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  shop.loader.mockRejectedValueOnce(new Error('shop down'));
  const { user } = await signedIn('/account/orders/7');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your orders cannot be shown right now.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Details of order 7')).toBeInTheDocument();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});
