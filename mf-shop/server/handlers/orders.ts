import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPath,
  badRequest,
  type Clock,
  guestOrCustomer,
  parseBody,
  parseQuery,
  problem,
  type SessionVerifier,
  signedInCustomer,
  simulateLatency,
  unauthorized,
} from '@autoparts/service-kit';
import type { CatalogSource } from '../catalog/read-model';
import type { OrderBook } from '../orders/order-book';
import {
  idempotencyKey,
  newOrderBody,
  orderListQuery,
  trackOrderBody,
} from '../orders/order-schemas';
import { placeOrder, type PlaceOrderResult } from '../orders/place-order';
import { orderNotFound } from './errors';

const TOKEN = /^[A-Za-z0-9]{32}$/;
const ORDER_ID = /^[1-9]\d{0,9}$/;

function keyOf(request: Request) {
  const header = request.headers.get('idempotency-key');
  if (header === null) return { ok: true as const, key: null };
  const parsed = idempotencyKey.safeParse(header);
  if (parsed.success) return { ok: true as const, key: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key is not valid.';
  return {
    ok: false as const,
    response: badRequest('The Idempotency-Key header is not valid.', message, {
      'Idempotency-Key': [message],
    }),
  };
}

function placedAnswer(result: PlaceOrderResult) {
  switch (result.kind) {
    case 'created':
      return HttpResponse.json(result.order, { status: 201 });
    case 'replayed':
      return HttpResponse.json(result.order, { status: 200 });
    case 'key-reused':
      return problem(
        422,
        'This Idempotency-Key was already used for another order.',
        'Send a new Idempotency-Key for a new or changed order.',
      );
    case 'invalid': {
      const [field, messages] = Object.entries(result.errors)[0] ?? ['items', ['']];
      return badRequest('Some items cannot be ordered.', `${field}: ${messages[0]}`, result.errors);
    }
  }
}

export interface OrderHandlerDeps {
  catalogs: CatalogSource;
  book: OrderBook;
  sessions: SessionVerifier;
  /** The date of a new order. */
  clock: Clock;
}

export function orderHandlers({
  catalogs,
  book,
  sessions,
  clock,
}: OrderHandlerDeps): HttpHandler[] {
  return [
    http.post(apiPath('/shop/orders'), async ({ request }) => {
      await simulateLatency();
      const who = await guestOrCustomer(request, sessions);
      if (!who) return unauthorized('Your session has expired. Sign in again.');
      const key = keyOf(request);
      if (!key.ok) return key.response;
      const body = await parseBody(request, newOrderBody);
      if (!body.ok) return body.response;
      const customerId = who.customer?.id ?? null;
      const placing = { body: body.data, idempotencyKey: key.key, customerId };
      return placedAnswer(await placeOrder(book, await catalogs(), clock, placing));
    }),

    // An unknown number and a wrong email answer alike, so numbers cannot be probed for emails.
    http.post(apiPath('/shop/orders/track'), async ({ request }) => {
      await simulateLatency();
      const body = await parseBody(request, trackOrderBody);
      if (!body.ok) return body.response;
      const order = await book.byNumber(body.data.number);
      const email = body.data.email.toLowerCase();
      return order && order.billingAddress.email.trim().toLowerCase() === email
        ? HttpResponse.json(order)
        : orderNotFound('No order has this number and email.');
    }),

    http.get(apiPath('/shop/orders'), async ({ request }) => {
      await simulateLatency();
      const customer = await signedInCustomer(request, sessions);
      if (!customer) return unauthorized();
      const query = parseQuery(request, orderListQuery);
      if (!query.ok) return query.response;
      const { page, limit, sort } = query.data;
      return HttpResponse.json({ ...(await book.pageOf(customer.id, sort, page, limit)), sort });
    }),

    // The token in the order-success link is the proof of purchase: no sign-in needed.
    http.get<{ token: string }>(apiPath('/shop/orders/by-token/:token'), async ({ params }) => {
      await simulateLatency();
      const order = TOKEN.test(params.token) ? await book.byToken(params.token) : undefined;
      return order ? HttpResponse.json(order) : orderNotFound();
    }),

    http.get<{ id: string }>(apiPath('/shop/orders/:id'), async ({ request, params }) => {
      await simulateLatency();
      const customer = await signedInCustomer(request, sessions);
      if (!customer) return unauthorized();
      const order = ORDER_ID.test(params.id)
        ? await book.ownOrder(customer.id, Number(params.id))
        : undefined;
      return order ? HttpResponse.json(order) : orderNotFound();
    }),
  ];
}
