import { screen, within } from '@testing-library/react';
import { envForEachTest } from '@autoparts/shared/testing';
import { TRACK_MISSES } from '../../../../server/orders/order-limits';
import { renderShop } from '../../../testing/render';
import { setupOrdersApi } from '../../../components/order/__tests__/orders-api';

const api = setupOrdersApi();

const NOT_FOUND =
  'We could not find an order with this number and email address. Check both and try again.';

async function track(number: string, email: string) {
  const result = renderShop('/shop/track-order');
  const { user } = result;
  await screen.findByRole('button', { name: 'Track' }); // the page's code loads on first visit
  if (number) await user.type(screen.getByRole('textbox', { name: 'Order number' }), number);
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Track' }));
  return result;
}

describe('TrackOrderPage', () => {
  it('finds an order by its number and billing email and shows its status and summary', async () => {
    await track('9479', 'Red-Parts@example.com');

    expect(await screen.findByText('Order #9479: Shipped')).toHaveAttribute('role', 'status');
    const result = within(screen.getByRole('region', { name: 'Order #9479' }));
    expect(result.getByRole('heading', { level: 3, name: 'Order details' })).toBeInTheDocument();
    expect(result.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Berlin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says on the form when the pair matches no order, and shows none', async () => {
    // 9479 exists, but not with this email: the same words as for a number that does not.
    await track('9479', 'someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByText(/Order #/)).not.toBeInTheDocument();
    expect(api.toasts).toEqual([]);
  });

  it('takes the last order off the screen when the next search finds nothing', async () => {
    const { user } = await track('9478', 'red-parts@example.com');
    expect(await screen.findByRole('region', { name: 'Order #9478' })).toBeInTheDocument();

    const number = screen.getByRole('textbox', { name: 'Order number' });
    await user.clear(number);
    await user.type(number, '1');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByRole('region', { name: 'Order #9478' })).not.toBeInTheDocument();
  });

  it('asks for both fields before it asks the server', async () => {
    await track('', 'not-an-email');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('with the lookup limits on', () => {
    envForEachTest({ MOCK_RATE_LIMIT: '1' });

    it('says in words that it is time to wait after too many misses', async () => {
      const miss = (number: number) =>
        fetch('http://localhost/api/shop/orders/track', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number: String(number), email: 'guesser@example.com' }),
        });
      for (let i = 1; i <= TRACK_MISSES.free; i++) expect((await miss(i)).status).toBe(404);

      await track('9479', 'Red-Parts@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many searches found no order. Please wait a few minutes and try again.',
      );
      expect(screen.queryByText(/Order #/)).not.toBeInTheDocument();
      expect(api.toasts).toEqual([]);
    });
  });
});
