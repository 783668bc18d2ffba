import { act, screen, within } from '@testing-library/react';
import type { Vehicle } from '@autoparts/shared';
import { makeProduct } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { ProductCard, type ProductCardProps } from '../product-card';
import { QuickViewContext } from '../quick-view-context';

const CIVIC: Vehicle = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L' };

function renderCard(props: ProductCardProps, options = {}) {
  return renderWithProviders(<ProductCard {...props} />, '/shop', options);
}

it('shows image, badges, name link, rating, reviews and price', () => {
  const product = makeProduct({ badges: ['sale', 'hot'], compareAtPrice: 80, reviews: 1 });
  const { container } = renderCard({ product });
  expect(screen.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    '/shop/products/ceramic-brake-pads-1',
  );
  expect(container.querySelector('img')).toHaveAttribute(
    'src',
    '/api/shop/images/products/brake-pads-1.svg',
  );
  expect(screen.getByText('Sale')).toBeInTheDocument();
  expect(screen.getByText('Hot')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('1 review')).toBeInTheDocument();
  expect(screen.getByText('$50.00')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('$80.00');
});

it('tells whether the part fits the current vehicle', () => {
  renderCard({ product: makeProduct({ compatibility: [7, 8] }) }, { vehicle: CIVIC });
  expect(screen.getByText('Fits your 2019 Honda Civic')).toBeInTheDocument();
});

it('says nothing of fitment without a vehicle unless the part fits all', () => {
  const { unmount } = renderCard({ product: makeProduct({ compatibility: [7] }) });
  expect(screen.queryByText(/fit/i)).not.toBeInTheDocument();
  unmount();
  renderCard({ product: makeProduct({ compatibility: 'all' }) });
  expect(screen.getByText('Fit for all vehicles')).toBeInTheDocument();
});

it('adds to the cart, and cannot add again while adding', async () => {
  let finish = () => {};
  const delay = () => new Promise<void>((resolve) => (finish = resolve));
  const product = makeProduct();
  const { store, user } = renderCard({ product }, { delay });
  const button = screen.getByRole('button', { name: 'Add to cart' });
  await user.click(button);
  expect(button).toBeDisabled();
  await act(async () => finish());
  expect(button).toBeEnabled();
  expect(store.cart.items).toEqual([{ product, quantity: 1, options: [] }]);
});

it('adds to the wish list and the comparison', async () => {
  const product = makeProduct();
  const { store, user } = renderCard({ product });
  await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
  await user.click(screen.getByRole('button', { name: 'Add to compare' }));
  expect(store.wishlist.has(product.id)).toBe(true);
  expect(store.compare.has(product.id)).toBe(true);
  expect(screen.getByRole('button', { name: 'In your wish list' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'In your comparison' })).toBeInTheDocument();
});

it('has a quick-view button only when it is given a quick view', async () => {
  const product = makeProduct();
  const { unmount } = renderCard({ product });
  expect(screen.queryByRole('button', { name: 'Quick view' })).not.toBeInTheDocument();
  unmount();
  const onQuickView = jest.fn();
  const { user } = renderCard({ product, onQuickView });
  await user.click(screen.getByRole('button', { name: 'Quick view' }));
  expect(onQuickView).toHaveBeenCalledWith(product);
});

it('asks for the options of a product that has them before it goes in the cart', async () => {
  const options = [
    {
      type: 'default' as const,
      slug: 'side',
      name: 'Side',
      values: [{ slug: 'left', name: 'Left' }],
    },
  ];
  const product = makeProduct({ options });
  const openQuickView = jest.fn();
  const { store, user, unmount } = renderWithProviders(
    <QuickViewContext.Provider value={openQuickView}>
      <ProductCard product={product} />
    </QuickViewContext.Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(openQuickView).toHaveBeenCalledWith(product);
  expect(store.cart.items).toEqual([]);
  unmount();
  // Without a quick view, the product page has the option form.
  const second = renderCard({ product });
  await second.user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(currentLocation()).toBe('/shop/products/ceramic-brake-pads-1');
});

it('lists the featured attributes in the grid-with-features and list variants', () => {
  const attributes = [
    {
      name: 'Position',
      slug: 'position',
      featured: true,
      values: [{ slug: 'front', name: 'Front' }],
    },
    { name: 'Weight', slug: 'weight', featured: false, values: [{ slug: '2kg', name: '2 kg' }] },
  ];
  const product = makeProduct({ attributes });
  renderCard({ product, variant: 'grid-with-features' });
  const card = screen.getByTestId('product-card');
  expect(within(card).getByText('Position: Front')).toBeInTheDocument();
  expect(within(card).queryByText(/Weight/)).not.toBeInTheDocument();
});

it('shows SKU and stock in the list variant', () => {
  renderCard({ product: makeProduct({ stock: 'on-backorder' }), variant: 'list' });
  expect(screen.getByText('SKU: BP-000001')).toBeInTheDocument();
  expect(screen.getByText('On Backorder')).toBeInTheDocument();
});
