// The render helper first: it stands in for the area's i18n module the widget imports.
import { renderWithProviders } from '../../testing/render';
import { screen, within } from '@testing-library/react';
import type { OrderHistoryProps } from '@autoparts/shared';
import {
  addOrders,
  seededOrder,
  setupOrdersApi,
} from '../../components/order/__tests__/orders-api';
import OrderHistory from '../order-history';

const api = setupOrdersApi();

// Customers of this file: 20 orders, and none.
const BUSY_CUSTOMER = 50;
const NEW_CUSTOMER = 51;
beforeAll(() => addOrders(BUSY_CUSTOMER, 20));

const hrefs: Pick<OrderHistoryProps, 'orderHref' | 'pageHref'> = {
  orderHref: (id) => `/account/orders/${id}`,
  pageHref: (page) => `/account/orders?page=${page}`,
};

const orderRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('shop/OrderHistory', () => {
  it('lists the customer’s orders newest first: number, date, status, items and total', async () => {
    api.signIn();
    renderWithProviders(<OrderHistory {...hrefs} />, '/account/orders');

    const link = await screen.findByRole('link', { name: '#9480' });
    expect(link).toHaveAttribute('href', '/account/orders/3');
    expect(orderRows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      '#9480',
      '#9479',
      '#9478',
    ]);
    const latest = seededOrder('9480');
    const cells = within(orderRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'June 20, 2025',
      'Pending',
      String(latest.quantity),
      `$${latest.total.toFixed(2)}`,
    ]);
    expect(screen.getByRole('columnheader', { name: 'Items' })).toBeInTheDocument();
    // Three orders fit on one page.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages 16 orders at a time with the host’s page links', async () => {
    api.signIn(BUSY_CUSTOMER);
    const { unmount } = renderWithProviders(<OrderHistory {...hrefs} />);
    await screen.findByRole('navigation', { name: 'Pages' });
    expect(orderRows()).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/account/orders?page=2',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    unmount();

    renderWithProviders(<OrderHistory {...hrefs} page={2} />);
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(orderRows()).toHaveLength(4);
  });

  it('shows the last `limit` orders without a pager (the dashboard)', async () => {
    api.signIn(BUSY_CUSTOMER);
    renderWithProviders(<OrderHistory {...hrefs} limit={3} />);
    await screen.findByRole('table');
    expect(orderRows()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('offers the shop when there are no orders yet', async () => {
    api.signIn(NEW_CUSTOMER);
    renderWithProviders(<OrderHistory {...hrefs} />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads back to the first page from a page past the last', async () => {
    api.signIn(BUSY_CUSTOMER);
    renderWithProviders(<OrderHistory {...hrefs} page={9} />);
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/account/orders?page=1',
    );
  });
});
