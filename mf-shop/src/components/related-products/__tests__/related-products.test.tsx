import { act, screen } from '@testing-library/react';
import { stubIntersectionObserver } from '@autoparts/shared/testing';
import { getRelatedProducts } from '../../../api/product.api';
import { makeProduct } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { RelatedProducts } from '../related-products';

jest.mock('../../../api/product.api', () => ({ getRelatedProducts: jest.fn() }));

const places = stubIntersectionObserver();

beforeEach(() => {
  jest
    .mocked(getRelatedProducts)
    .mockResolvedValue([makeProduct({ id: 31, name: 'Related Rotor' })]);
});

it('asks for the related products only as the shopper scrolls towards them', async () => {
  renderWithProviders(<RelatedProducts productSlug="brake-hose" />);
  expect(getRelatedProducts).not.toHaveBeenCalled();

  act(() => places.report(false));
  expect(getRelatedProducts).not.toHaveBeenCalled();

  act(() => places.report(true));
  expect(await screen.findByRole('link', { name: 'Related Rotor' })).toBeInTheDocument();
  expect(screen.getByText('Related products')).toBeInTheDocument();
  expect(getRelatedProducts).toHaveBeenCalledWith('brake-hose');
});

it('shows nothing when the product has no related ones', async () => {
  jest.mocked(getRelatedProducts).mockResolvedValue([]);
  renderWithProviders(<RelatedProducts productSlug="lonely" />);
  act(() => places.report(true));
  await act(() => Promise.resolve());
  expect(getRelatedProducts).toHaveBeenCalledWith('lonely');
  expect(screen.queryByText('Related products')).not.toBeInTheDocument();
});
