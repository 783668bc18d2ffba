import { screen, within } from '@testing-library/react';
import { renderShop } from '../../../testing/render';
import { seededOrder, setupOrdersApi } from '../../../components/order/__tests__/orders-api';

const api = setupOrdersApi();

describe('OrderSuccessPage', () => {
  it('shows the order of the link: number, lines, totals and both addresses', async () => {
    const order = seededOrder('9479');
    renderShop(`/shop/order-success/${order.token}`);

    expect(await screen.findByText('Thank you. Your order has been received.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order received' })).toBeInTheDocument();
    expect(screen.getByText('9479')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('PayPal')).toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Order details' }));
    expect(details.getByRole('link', { name: order.items[0]!.product.name })).toBeInTheDocument();
    expect(details.getByRole('rowheader', { name: 'Total' }).parentElement).toHaveTextContent(
      `$${order.total.toFixed(2)}`,
    );
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Berlin');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('New York');
    expect(api.toasts).toEqual([]);
  });

  it('shows the same order again on a reload: the link is all it needs', async () => {
    const { token } = seededOrder('9480');
    renderShop(`/shop/order-success/${token}`).unmount();
    renderShop(`/shop/order-success/${token}`);
    expect(await screen.findByText('9480')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('says an unknown link has no order, with ways to find one (not the 404 page)', async () => {
    renderShop('/shop/order-success/ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Error 404')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute(
      'href',
      '/shop/track-order',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(api.toasts).toEqual([]);
  });

  it('explains the page when it is opened without an order link', () => {
    renderShop('/shop/order-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No order to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
  });
});
