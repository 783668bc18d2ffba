import { act, screen } from '@testing-library/react';
import { createMemoryStorage } from '../../../storage';
import { createRootStore, StoreProvider, type RootStore } from '../../../stores';
import { Price, type PriceProps } from '../price';
import { renderWithI18n } from '../../rating/__tests__/with-i18n';

function renderPrice(props: PriceProps) {
  const store: RootStore = createRootStore({
    storage: createMemoryStorage(),
    authApi: { login: jest.fn(), register: jest.fn(), logout: jest.fn() },
    notifier: { success: jest.fn(), error: jest.fn() },
  });
  renderWithI18n(
    <StoreProvider store={store}>
      <Price {...props} />
    </StoreProvider>,
  );
  return store;
}

it('shows the price in dollars by default', () => {
  renderPrice({ price: 1234.5 });
  expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
});

it('strikes the old price through when there is a discount', () => {
  renderPrice({ price: 80, compareAtPrice: 100 });
  expect(screen.getByText('$80.00')).toBeInTheDocument();
  const old = screen.getByRole('deletion');
  expect(old).toHaveTextContent('Old price: $100.00');
});

it('ignores an old price that is not above the price', () => {
  renderPrice({ price: 80, compareAtPrice: 80 });
  expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
});

it('follows the chosen currency', () => {
  const store = renderPrice({ price: 100, compareAtPrice: 1250 });
  act(() => store.currency.setCurrency('EUR'));
  expect(screen.getByText('€92.00')).toBeInTheDocument();
  act(() => store.currency.setCurrency('RUB'));
  expect(screen.getByText('6 400 ₽')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('80 000 ₽');
});
