import { act, screen, within } from '@testing-library/react';
import { renderWithProviders as renderShared } from '@autoparts/shared/testing';
import type { Order } from '@autoparts/shared';
import ru from '../../../../public/i18n/ru.json';
import { createTestI18n, renderWithProviders } from '../../../testing/render';
import { SHOP_NAMESPACE } from '../../../i18n-namespace';
import { OrderStatusBadge } from '../order-status';
import { OrderView } from '../order-view';
import { seededOrder } from './orders-api';

const region = (name: string) => within(screen.getByRole('region', { name }));
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('OrderView', () => {
  it('shows the facts, the lines as bought and the totals in the chosen currency', () => {
    const order = seededOrder('9479');
    const [line] = order.items;
    const { store } = renderWithProviders(<OrderView order={order} />);

    expect(fact('Order number')).toHaveTextContent('9479');
    expect(fact('Date')).toHaveTextContent('May 2, 2025');
    expect(fact('Status')).toHaveTextContent('Shipped');
    expect(fact('Payment method')).toHaveTextContent('PayPal');

    const details = region('Order details');
    expect(details.getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    const name = details.getByRole('link', { name: line!.product.name });
    expect(name).toHaveAttribute('href', `/shop/products/${line!.product.slug}`);
    const row = within(name.closest('tr')!);
    expect(row.getByText('Side: Left')).toBeInTheDocument();
    expect(row.getByText('For: 2015 Ford F-150 3.5L V6 DOHC Twin Turbo')).toBeInTheDocument();

    const total = (label: string) => details.getByRole('rowheader', { name: label }).parentElement;
    expect(total('Subtotal')).toHaveTextContent(`$${order.subtotal.toFixed(2)}`);
    expect(total('Shipping')).toHaveTextContent('$25.00');
    expect(total('Tax')).toHaveTextContent(`$${order.totals[1]!.price.toFixed(2)}`);
    expect(total('Total')).toHaveTextContent(`$${order.total.toFixed(2)}`);

    act(() => store.currency.setCurrency('EUR'));
    expect(total('Shipping')).toHaveTextContent('€23.00');
  });

  it('shows both addresses with the country named', () => {
    renderWithProviders(<OrderView order={seededOrder('9479')} />);
    const shipping = region('Shipping address');
    expect(shipping.getByText('Jupiter Saturnov')).toBeInTheDocument();
    expect(shipping.getByText('Germany')).toBeInTheDocument();
    const billing = region('Billing address');
    expect(billing.getByText('715 Fake Street')).toBeInTheDocument();
    expect(billing.getByText('New York, NY, 10001')).toBeInTheDocument();
    expect(billing.getByText('United States')).toBeInTheDocument();
    expect(billing.getByText('red-parts@example.com')).toBeInTheDocument();
  });

  it('shows a payment method or status it does not know as the order has it', () => {
    const order = { ...seededOrder('9478'), payment: 'Store credit', status: 'REFUNDED' };
    renderWithProviders(<OrderView order={order as Order} />);
    expect(fact('Payment method')).toHaveTextContent('Store credit');
    expect(fact('Status')).toHaveTextContent('REFUNDED');
  });

  it('speaks the page language: statuses, payment, dates and countries in Russian', async () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('ru', SHOP_NAMESPACE, ru);
    i18n.addResourceBundle('ru', 'translation', { TEXT_SHIPPING: 'Доставка', TEXT_TAX: 'Налог' });
    await i18n.changeLanguage('ru');
    renderShared(<OrderView order={seededOrder('9479')} />, { i18n });

    expect(fact('Статус')).toHaveTextContent('Отправлен');
    expect(fact('Способ оплаты')).toHaveTextContent('PayPal');
    expect(fact('Дата')).toHaveTextContent('2 мая 2025 г.');
    expect(region('Адрес доставки').getByText('Германия')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Доставка' })).toBeInTheDocument();
  });
});

describe('OrderStatusBadge', () => {
  it.each([
    ['PENDING', 'Pending', 'В обработке'],
    ['SHIPPED', 'Shipped', 'Отправлен'],
    ['COMPLETED', 'Completed', 'Выполнен'],
  ])('names %s in words, not only in colour', async (status, english, russian) => {
    const i18n = createTestI18n();
    const { unmount } = renderShared(<OrderStatusBadge status={status} />, { i18n });
    expect(screen.getByText(english)).toBeInTheDocument();
    unmount();
    i18n.addResourceBundle('ru', SHOP_NAMESPACE, ru);
    await i18n.changeLanguage('ru');
    renderShared(<OrderStatusBadge status={status} />, { i18n });
    expect(screen.getByText(russian)).toBeInTheDocument();
  });
});
