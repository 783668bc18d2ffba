import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFederatedModuleLoader, type MiniCartProps } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeProduct, makeStore } from '../../__tests__/fixtures';
import { CartIndicator } from '../cart-indicator';

const kit = makeProduct({ id: 1, name: 'Brandix Brake Kit', price: 100, slug: 'brake-kit' });
const bulb = makeProduct({ id: 2, name: 'Halogen Bulb', price: 12.5, slug: 'halogen-bulb' });

/** The shop's fragment as a fake remote module: a line of text and a link that closes. */
function FakeMiniCart({ onClose }: MiniCartProps) {
  return (
    <div>
      <p>The shop’s mini cart</p>
      <button type="button" onClick={onClose}>
        Follow a link
      </button>
    </div>
  );
}

const loader = jest.fn();

function renderIndicator(saved: Record<string, unknown> = {}) {
  const { store } = makeStore({ saved });
  renderWithProviders(<CartIndicator />, {
    store,
    routes: [{ path: '/shop/cart', element: <p>The cart page</p> }],
  });
  return store;
}

async function openMiniCart() {
  await userEvent.click(screen.getByRole('button', { name: /^Shopping cart/ }));
  return screen.getByRole('region', { name: /^Shopping cart/ });
}

beforeEach(() => {
  loader.mockReset();
  setFederatedModuleLoader(loader);
  // The widget boundary reports a remote that failed.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows the count and subtotal from the shared cart store, and follows it', async () => {
  const store = renderIndicator({
    cartItems: [
      { product: kit, quantity: 2, options: [] },
      { product: bulb, quantity: 1, options: [] },
    ],
  });
  // 2 x 100 + 12.50
  const indicator = screen.getByRole('button', { name: 'Shopping cart $212.50, 3 items' });
  // What it shows, in the order of its name (label in name): caption, subtotal, count.
  expect(indicator).toHaveTextContent('Shopping Cart $212.50 3', { normalizeWhitespace: true });

  await act(() => store.cart.add(bulb));
  expect(screen.getByRole('button', { name: 'Shopping cart $225.00, 4 items' })).toBeVisible();
});

it("loads the shop's mini cart when the dropdown first opens; the fragment can close it", async () => {
  loader.mockResolvedValue({ default: FakeMiniCart });
  renderIndicator();
  expect(loader).not.toHaveBeenCalled();

  const panel = await openMiniCart();
  expect(await within(panel).findByText('The shop’s mini cart')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('shop/MiniCart');

  await userEvent.click(within(panel).getByRole('button', { name: 'Follow a link' }));
  expect(screen.queryByRole('region', { name: /^Shopping cart/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Shopping cart/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it('holds the place of the mini cart while it loads', async () => {
  loader.mockReturnValue(new Promise(() => undefined));
  renderIndicator();
  const panel = await openMiniCart();
  expect(within(panel).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});

it('leads to the cart page when the shop cannot be loaded', async () => {
  loader.mockRejectedValue(new Error('shop is down'));
  renderIndicator({ cartItems: [{ product: kit, quantity: 1, options: [] }] });
  const panel = await openMiniCart();
  expect(
    await within(panel).findByText(/The cart preview could not be loaded\./),
  ).toBeInTheDocument();
  const link = within(panel).getByRole('link', { name: 'Open the shopping cart' });
  expect(link).toHaveAttribute('href', '/shop/cart');
  // The indicator itself is the shell's: it still counts.
  expect(screen.getByRole('button', { name: 'Shopping cart $100.00, 1 items' })).toBeVisible();

  await userEvent.click(link);
  expect(await screen.findByText('The cart page')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Shopping cart/ })).not.toBeInTheDocument();
});
