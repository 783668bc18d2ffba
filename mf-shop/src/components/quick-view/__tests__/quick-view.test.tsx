import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { PRODUCT_OPTIONS, makeDetailedProduct } from '../../../testing/products';
import { QUICK_VIEW_CROSS_REFERENCES, QUICK_VIEW_GALLERY_DELAY_MS, QuickView } from '../quick-view';
import { addToCartError } from '../purchase-form';

jest.mock('../../../api/product.api', () => ({ getProductBySlug: jest.fn() }));
import { getProductBySlug } from '../../../api/product.api';

const getProduct = jest.mocked(getProductBySlug);

function renderQuickView(
  product = makeDetailedProduct(),
  options: Parameters<typeof renderWithProviders>[2] = {},
) {
  const onClose = jest.fn();
  const result = renderWithProviders(
    <QuickView product={product} onClose={onClose} />,
    '/shop',
    options,
  );
  return { ...result, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Brandix Ceramic Brake Pads' });
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('addToCartError', () => {
  it('asks for a quantity first, then for every option', () => {
    const product = { options: PRODUCT_OPTIONS };
    expect(addToCartError(product, null, {})).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(addToCartError(product, 0, {})).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(addToCartError(product, 1.5, {})).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(addToCartError(product, 2, { axle: 'front' })).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(addToCartError(product, 2, { axle: 'front', color: 'red' })).toBeNull();
  });
});

describe('QuickView', () => {
  it('shows the fields of spec §2 and links to the full details', () => {
    renderQuickView();
    const view = within(dialog());
    expect(view.getByRole('heading', { name: 'Brandix Ceramic Brake Pads' })).toBeInTheDocument();
    expect(view.getByRole('img', { name: /Rated 4.2/ })).toBeInTheDocument();
    expect(view.getByText('9 reviews')).toBeInTheDocument();
    expect(view.getByText('BP-000007')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Brandix' })).toHaveAttribute(
      'href',
      '/shop/category/products?filter_brand=brandix',
    );
    expect(view.getByText('Germany')).toBeInTheDocument();
    expect(view.getByText('BRA-BP1234')).toBeInTheDocument();
    expect(view.getByText('Quiet ceramic pads for everyday driving.')).toBeInTheDocument();
    expect(view.getByText('$40.00')).toBeInTheDocument();
    expect(view.getByText('$50.00')).toBeInTheDocument();
    expect(view.getByText('In Stock')).toBeInTheDocument();
    expect(quantity()).toHaveValue(1);
    expect(view.getByRole('link', { name: 'See full details' })).toHaveAttribute(
      'href',
      '/shop/products/brandix-ceramic-brake-pads',
    );
  });

  it('shows the first cross-reference numbers and how many more the product page lists', () => {
    renderQuickView();
    const table = within(within(dialog()).getByRole('table', { name: 'Cross-reference' }));
    expect(table.getAllByRole('rowheader')).toHaveLength(QUICK_VIEW_CROSS_REFERENCES);
    expect(table.getByRole('rowheader', { name: '04465-33450' }).parentElement).toHaveTextContent(
      'ToyotaOEM',
    );
    expect(within(dialog()).getByText('1 more number on the product page')).toBeInTheDocument();
  });

  it('shows the gallery 150 ms after opening', () => {
    jest.useFakeTimers();
    try {
      renderQuickView();
      expect(
        screen.queryByRole('img', { name: 'Brandix Ceramic Brake Pads' }),
      ).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(QUICK_VIEW_GALLERY_DELAY_MS));
      expect(screen.getAllByRole('img', { name: 'Brandix Ceramic Brake Pads' })).not.toHaveLength(
        0,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an empty quantity with ERROR_ADD_TO_CART_QUANTITY', async () => {
    const { user, store } = renderQuickView();
    await user.clear(quantity());
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please specify a quantity of at least 1.');
    expect(store.cart.items).toHaveLength(0);
  });

  it('refuses missing options with ERROR_ADD_TO_CART_OPTIONS, then adds the chosen ones', async () => {
    const { user, store } = renderQuickView(makeDetailedProduct({ options: PRODUCT_OPTIONS }));
    await user.click(screen.getByRole('radio', { name: 'Rear' }));
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a value for every product option.',
    );
    expect(store.cart.items).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.cart.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        options: [
          { name: 'Axle', value: 'Rear' },
          { name: 'Color', value: 'Red' },
        ],
      }),
    ]);
  });

  it('does nothing while an add of the product is in progress', async () => {
    let finish = () => {};
    const delay = () => new Promise<void>((resolve) => (finish = resolve));
    const { user, store } = renderQuickView(makeDetailedProduct(), { delay });
    await user.click(addButton());
    const busy = screen.getByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    // Enter in the quantity field submits the form too: the guard holds there as well.
    await user.type(quantity(), '{Enter}');
    await act(async () => finish());
    expect(store.cart.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(addButton()).toBeEnabled();
  });

  it('closes on Escape and when navigation starts', async () => {
    const { user, onClose } = renderQuickView();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'See full details' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus inside the dialog', async () => {
    const { user } = renderQuickView();
    expect(dialog()).toHaveFocus();
    for (let i = 0; i < 25; i++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('loads a product by slug and says when there is none', async () => {
    getProduct
      .mockResolvedValueOnce(makeDetailedProduct())
      .mockRejectedValueOnce(new ApiError(404, null, 'Not Found'));
    const { unmount } = renderWithProviders(
      <QuickView slug="brandix-ceramic-brake-pads" onClose={jest.fn()} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Brandix Ceramic Brake Pads' }),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<QuickView slug="gone" onClose={jest.fn()} />);
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the product cannot be loaded', async () => {
    getProduct
      .mockRejectedValueOnce(new ApiError(503, null, 'Service Unavailable'))
      .mockResolvedValueOnce(makeDetailedProduct());
    const { user } = renderWithProviders(
      <QuickView slug="brandix-ceramic-brake-pads" onClose={jest.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Brandix Ceramic Brake Pads' }),
    ).toBeInTheDocument();
  });
});
