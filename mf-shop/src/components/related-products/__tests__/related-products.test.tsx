import { act, screen } from '@testing-library/react';
import { getRelatedProducts } from '../../../api/product.api';
import { makeProduct } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { RelatedProducts } from '../related-products';

jest.mock('../../../api/product.api', () => ({ getRelatedProducts: jest.fn() }));

const nearing: ((isIntersecting: boolean) => void)[] = [];

beforeEach(() => {
  nearing.length = 0;
  jest
    .mocked(getRelatedProducts)
    .mockResolvedValue([makeProduct({ id: 31, name: 'Related Rotor' })]);
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    nearing.push((isIntersecting) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
  }) as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('asks for the related products only as the shopper scrolls towards them', async () => {
  renderWithProviders(<RelatedProducts productSlug="brake-hose" />);
  expect(getRelatedProducts).not.toHaveBeenCalled();

  act(() => nearing[0]!(false));
  expect(getRelatedProducts).not.toHaveBeenCalled();

  act(() => nearing[0]!(true));
  expect(await screen.findByRole('link', { name: 'Related Rotor' })).toBeInTheDocument();
  expect(screen.getByText('Related products')).toBeInTheDocument();
  expect(getRelatedProducts).toHaveBeenCalledWith('brake-hose');
});

it('shows nothing when the product has no related ones', async () => {
  jest.mocked(getRelatedProducts).mockResolvedValue([]);
  renderWithProviders(<RelatedProducts productSlug="lonely" />);
  act(() => nearing[0]!(true));
  await act(() => Promise.resolve());
  expect(getRelatedProducts).toHaveBeenCalledWith('lonely');
  expect(screen.queryByText('Related products')).not.toBeInTheDocument();
});
