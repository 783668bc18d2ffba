import { screen } from '@testing-library/react';
import type { StockStatus } from '../../../types';
import { StockBadge } from '../stock-badge';
import { renderWithI18n } from '../../rating/__tests__/with-i18n';

it.each([
  ['in-stock', 'In Stock', 'success'],
  ['out-of-stock', 'Out of Stock', 'failure'],
  ['on-backorder', 'On Backorder', 'warning'],
] as const)('shows %s as a %s pill', (stock, text, tone) => {
  renderWithI18n(<StockBadge stock={stock} />);
  const badge = screen.getByText(text);
  expect(badge).toHaveAttribute('data-tone', tone);
  expect(badge).toHaveClass('pill', tone);
});

it('shows nothing for a stock state it does not know', () => {
  const { container } = renderWithI18n(<StockBadge stock={'discontinued' as StockStatus} />);
  expect(container).toBeEmptyDOMElement();
});

it('takes its words from the common namespace when they are there', () => {
  renderWithI18n(<StockBadge stock="on-backorder" />, { TEXT_STOCK_ON_BACKORDER: 'Под заказ' });
  expect(screen.getByText('Под заказ')).toHaveAttribute('data-tone', 'warning');
});
