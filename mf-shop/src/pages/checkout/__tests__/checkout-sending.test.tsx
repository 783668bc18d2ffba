import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deferred } from '@autoparts/shared/testing';
import { currentLocation } from '../../../testing/render';
import {
  fillBilling,
  placeOrderButton,
  plainPart,
  renderCheckout,
  setupCheckoutApi,
  SUCCESS_PAGE,
  termsBox,
  UUID,
} from './checkout-fixtures';

// Typing a whole address with user-event takes seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const api = setupCheckoutApi();

describe('placing an order', () => {
  it('sends one order however often it is placed while sending', async () => {
    const answer = deferred<void>();
    api.server.use(
      http.post('*/api/shop/orders', async () => {
        await answer.promise;
      }),
    );
    const page = await renderCheckout([{ product: plainPart }]);
    await fillBilling(page);
    await page.user.click(termsBox());
    await page.user.dblClick(placeOrderButton());
    const sending = await screen.findByRole('button', { name: 'Placing order…' });
    expect(sending).toBeDisabled();
    fireEvent.submit(sending.closest('form')!);
    answer.resolve();
    await waitFor(() => expect(currentLocation()).toMatch(SUCCESS_PAGE));
    expect(api.sent).toHaveLength(1);
  });

  it('retries with the same Idempotency-Key after a network failure', async () => {
    const lost: (string | null)[] = [];
    api.server.use(
      http.post(
        '*/api/shop/orders',
        ({ request }) => {
          lost.push(request.headers.get('idempotency-key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const page = await renderCheckout([{ product: plainPart }]);
    await fillBilling(page);
    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(page.store.cart.items).toHaveLength(1);

    await page.user.click(placeOrderButton());
    await waitFor(() => expect(currentLocation()).toMatch(SUCCESS_PAGE));
    expect(lost).toEqual([expect.stringMatching(UUID)]);
    expect(api.sent.map((order) => order.key)).toEqual(lost);
  });
});
