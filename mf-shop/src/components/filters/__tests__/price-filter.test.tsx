import { act, fireEvent, screen } from '@testing-library/react';
import type { RangeFilter } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { PRICE_COMMIT_DELAY_MS, PriceFilter, priceStep } from '../price-filter';

const FILTER: RangeFilter = {
  type: 'range',
  slug: 'price',
  name: 'Price',
  value: [10, 1500],
  min: 10,
  max: 1500,
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderPrice(value: [number, number] | null) {
  const onChange = jest.fn();
  const result = renderWithProviders(
    <PriceFilter filter={FILTER} value={value} onChange={onChange} />,
  );
  return { ...result, onChange };
}

it('steps by the API’s rounding of the range', () => {
  expect(priceStep(99)).toBe(1);
  expect(priceStep(1500)).toBe(100);
  expect(priceStep(7)).toBeCloseTo(0.1);
  renderPrice(null);
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('step', '100');
});

it('shows the chosen range in the shopper’s currency', () => {
  const { store } = renderPrice([110, 510]);
  expect(screen.getByText('$110.00 – $510.00')).toBeInTheDocument();
  act(() => store.currency.setCurrency('GBP'));
  expect(screen.getByText('£85.80 – £397.80')).toBeInTheDocument();
});

it('commits a range once the sliders rest', () => {
  const { onChange } = renderPrice(null);
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
    target: { value: '210' },
  });
  fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
    target: { value: '910' },
  });
  act(() => jest.advanceTimersByTime(PRICE_COMMIT_DELAY_MS - 1));
  expect(onChange).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith([210, 910]);
});

it('clears the filter when the whole range is chosen again', () => {
  const { onChange } = renderPrice([210, 1500]);
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
    target: { value: '10' },
  });
  act(() => jest.advanceTimersByTime(PRICE_COMMIT_DELAY_MS));
  expect(onChange).toHaveBeenCalledWith(null);
});

it('never lets the minimum pass the maximum', () => {
  renderPrice([210, 510]);
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
    target: { value: '910' },
  });
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('510');
});
