import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeProduct } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductCarousel } from '../product-carousel';

const PRODUCTS = [1, 2, 3].map((id) => makeProduct({ id, name: `Part ${id}` }));

function carouselOf(name: string) {
  return screen.getByRole('link', { name }).closest('.glide');
}

it('mounts the carousel when an arrow is used, not while the page renders', async () => {
  renderWithProviders(<ProductCarousel title="Featured" products={PRODUCTS} />, '/');
  // Glide marks the element it mounts on with its type.
  expect(carouselOf('Part 1')).not.toHaveClass('glide--slider');
  fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(carouselOf('Part 1')).toHaveClass('glide--slider'));
});

it('mounts the carousel on the first touch of its cards', async () => {
  renderWithProviders(<ProductCarousel title="Featured" products={PRODUCTS} />, '/');
  fireEvent.pointerDown(screen.getByRole('link', { name: 'Part 2' }));
  await waitFor(() => expect(carouselOf('Part 1')).toHaveClass('glide--slider'));
});

describe('the pictures of its cards', () => {
  const MANY = [1, 2, 3, 4, 5, 6, 7].map((id) => makeProduct({ id, name: `Part ${id}` }));
  const pictures = (container: HTMLElement) =>
    [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);

  it('opening the page: a phone’s two first, then the rest of a wide view at once, then lazily', () => {
    const { container } = renderWithProviders(
      <ProductCarousel title="Featured" products={MANY} firstScreen />,
      '/',
    );
    expect(pictures(container)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('further down the page: every picture lazily', () => {
    const { container } = renderWithProviders(
      <ProductCarousel title="Latest" products={MANY} />,
      '/',
    );
    expect(
      pictures(container).every(([loading, priority]) => loading === 'lazy' && !priority),
    ).toBe(true);
  });
});
