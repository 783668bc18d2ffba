/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import { serveSlice } from '@autoparts/service-kit/testing';
import { createTestShopService } from '../testing';
import { newOrder } from './order-fixtures';

// An order holds a customer's addresses and its token: no browser or shared cache may keep an
// answer about one, refusals included. The API router the service runs behind marks every answer
// of the orders' paths so, whichever handler wrote it.
const shop = createTestShopService();
const slice = serveSlice(shop.handlers, { ...shop, router: true });

const send = (path: string, { body, bearer }: { body?: unknown; bearer?: string } = {}) =>
  slice.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

it('answers orders with Cache-Control: no-store, refusals included', async () => {
  const placed = await send('/shop/orders', { body: newOrder(shop.catalog) });
  const { token } = (await placed.clone().json()) as { token: string };
  const customer = shop.signIn(SEEDED_CUSTOMER_ID);
  const track = (email: string) => send('/shop/orders/track', { body: { number: '9478', email } });
  const answers = [
    placed,
    await send(`/shop/orders/by-token/${token}`),
    await send(`/shop/orders/by-token/${'A'.repeat(32)}`),
    await track('red-parts@example.com'),
    await track('someone@example.com'),
    await send('/shop/orders', { bearer: customer }),
    await send('/shop/orders/2', { bearer: customer }),
    await send('/shop/orders/99999', { bearer: customer }),
  ];
  expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual(
    [201, 200, 404, 200, 404, 200, 200, 404].map((status) => [status, 'no-store']),
  );
});
