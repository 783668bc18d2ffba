import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPath,
  badRequest,
  clientKey,
  type Clock,
  guestOrCustomer,
  type SessionCustomer,
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
import type { OrderLimits } from '../orders/order-limits';
import { quoted } from '../orders/order-lines';
import { idempotencyKey, newOrderBody, orderListQuery } from '../orders/order-schemas';
import { placeOrder, type PlaceOrderResult } from '../orders/place-order';
import { orderNotFound } from './errors';
import { trackOrderHandler } from './track-order';

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
    case 'sold-out':
      return problem(422, 'ORDER_OUT_OF_STOCK', soldOutDetail(result.products), result.errors);
  }
}

function soldOutDetail(products: readonly string[]): string {
  const names = quoted(products);
  return products.length === 1
    ? `${names} is out of stock: remove it to place the order.`
    : `${names} are out of stock: remove them to place the order.`;
}

/** Counts a new order against the customer's allowance, or a guest's against the client's. */
function limitOrders(limits: OrderLimits, request: Request, customer: SessionCustomer | null) {
  return customer
    ? limits.customerOrders.take(`customer:${customer.id}`)
    : limits.guestOrders.take(clientKey(request));
}

export interface OrderHandlerDeps {
  catalogs: CatalogSource;
  book: OrderBook;
  sessions: SessionVerifier;
  limits: OrderLimits;
  /** The date of a new order. */
  clock: Clock;
}

/**
 * The orders endpoints. Each answer carries a customer's data (addresses, the order's token) or
 * a refusal about it, so none is cached (the API router sends no-store on their paths: see
 * isPrivateApiPath). New orders are counted before their body is read, so
 * orders sent all at once cannot slip past the count.
 */
export function orderHandlers({
  catalogs,
  book,
  sessions,
  limits,
  clock,
}: OrderHandlerDeps): HttpHandler[] {
  return [
    http.post(apiPath('/shop/orders'), async ({ request }) => {
      await simulateLatency();
      const who = await guestOrCustomer(request, sessions);
      if (!who) return unauthorized('Your session has expired. Sign in again.');
      const limited = await limitOrders(limits, request, who.customer);
      if (limited) return limited;
      const key = keyOf(request);
      if (!key.ok) return key.response;
      const body = await parseBody(request, newOrderBody);
      if (!body.ok) return body.response;
      const customerId = who.customer?.id ?? null;
      const placing = { body: body.data, idempotencyKey: key.key, customerId };
      return placedAnswer(await placeOrder(book, await catalogs(), clock, placing));
    }),

    trackOrderHandler({ book, limits }),

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
