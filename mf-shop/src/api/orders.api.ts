import {
  API_ERROR_MESSAGES,
  ApiError,
  getHttp,
  QUIET,
  type Order,
  type OrderSort,
  type OrdersList,
  type TrackOrderRequest,
} from '@autoparts/shared';

/** The development backend's page of orders (spec §9). */
export const ORDERS_PAGE_SIZE = 16;

export interface OrdersQuery {
  page?: number;
  limit?: number;
  sort?: OrderSort;
}

// Every order screen draws lines and both addresses: an answer without them would break the whole
// page, so it is refused here as a failed load (with Retry) rather than drawn half.
function isOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<Record<keyof Order, unknown>>;
  return (
    typeof order.id === 'number' &&
    typeof order.number === 'string' &&
    Array.isArray(order.items) &&
    Array.isArray(order.totals) &&
    typeof order.shippingAddress === 'object' &&
    order.shippingAddress !== null &&
    typeof order.billingAddress === 'object' &&
    order.billingAddress !== null
  );
}

function checked<T>(body: unknown, valid: (value: unknown) => value is T): T {
  if (!valid(body)) throw new ApiError(200, null, API_ERROR_MESSAGES.default);
  return body;
}

const isOrdersList = (value: unknown): value is OrdersList =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as OrdersList).items) &&
  (value as OrdersList).items.every(isOrder);

// The calls are quiet: every order screen shows its own message (not found, Retry) in place of a
// toast over it.

/** The order behind an order-success link (no sign-in: the token is the proof of purchase). */
export async function getOrderByToken(token: string, signal?: AbortSignal): Promise<Order> {
  const body: unknown = await getHttp()
    .get(`shop/orders/by-token/${encodeURIComponent(token)}`, { signal, context: QUIET })
    .json();
  return checked(body, isOrder);
}

/**
 * A guest's order by its number and billing email; null when the pair matches no order (the
 * server answers a wrong email and an unknown number alike).
 */
export async function trackOrder(request: TrackOrderRequest): Promise<Order | null> {
  try {
    const body: unknown = await getHttp()
      .post('shop/orders/track', { json: request, context: QUIET })
      .json();
    return checked(body, isOrder);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One page of the signed-in customer's orders, newest first by default. */
export async function getOrders(
  { page = 1, limit = ORDERS_PAGE_SIZE, sort = 'default' }: OrdersQuery = {},
  signal?: AbortSignal,
): Promise<OrdersList> {
  const body: unknown = await getHttp()
    .get('shop/orders', { searchParams: { page, limit, sort }, signal, context: QUIET })
    .json();
  return checked(body, isOrdersList);
}

/** One of the signed-in customer's own orders; another customer's is a 404 like a missing one. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const body: unknown = await getHttp()
    .get(`shop/orders/${encodeURIComponent(String(id))}`, { signal, context: QUIET })
    .json();
  return checked(body, isOrder);
}
