// The render helper first: it stands in for the area's i18n module the widget imports.
import { renderWithProviders } from '../../testing/render';
import { screen, within } from '@testing-library/react';
import { seededOrder, setupOrdersApi } from '../../components/order/__tests__/orders-api';
import OrderDetails from '../order-details';

const api = setupOrdersApi();
const notFound = <p>No such order in your account</p>;

describe('shop/OrderDetails', () => {
  it('shows one of the customer’s orders: its facts, lines, totals and addresses', async () => {
    api.signIn();
    const order = seededOrder('9478');
    renderWithProviders(<OrderDetails orderId={order.id} notFound={notFound} />);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order #9478' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Direct bank transfer')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Order details' }));
    const [lines] = details.getAllByRole('table');
    expect(within(lines!).getAllByRole('row')).toHaveLength(1 + order.items.length);
    expect(details.getByRole('table', { name: 'Order totals' })).toHaveTextContent(
      `Total$${order.total.toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    expect(details.getByText('Color: Graphite')).toBeInTheDocument();
    expect(details.getByText('For: 2019 Honda Civic 2.0L L4 DOHC')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('shows the host’s notFound for another customer’s order and for a missing one', async () => {
    api.signIn(77);
    const { unmount } = renderWithProviders(<OrderDetails orderId={1} notFound={notFound} />);
    expect(await screen.findByText('No such order in your account')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Order #/ })).not.toBeInTheDocument();
    unmount();

    api.signIn();
    renderWithProviders(<OrderDetails orderId={999} notFound={notFound} />);
    expect(await screen.findByText('No such order in your account')).toBeInTheDocument();
    expect(api.toasts).toEqual([]);
  });
});
