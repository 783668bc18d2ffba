import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, clientKey, parseBody, simulateLatency } from '@autoparts/service-kit';
import type { OrderBook } from '../orders/order-book';
import type { OrderLimits } from '../orders/order-limits';
import { trackOrderBody } from '../orders/order-schemas';
import { orderNotFound } from './errors';

export interface TrackOrderDeps {
  book: OrderBook;
  limits: Pick<OrderLimits, 'trackLookups' | 'trackMisses'>;
}

/**
 * POST /api/shop/orders/track: a guest's order by its number and billing email. Every lookup of
 * a client counts (a flood of any kind stops), and each one counts as a miss for the client and
 * for the (email, client) pair until it finds the order, so one address cannot walk order
 * numbers and no stranger can make a guest wait. A wrong number and
 * a wrong email take the same steps and get the same answer.
 */
export function trackOrderHandler({ book, limits }: TrackOrderDeps): HttpHandler {
  return http.post(apiPath('/shop/orders/track'), async ({ request }) => {
    await simulateLatency();
    const client = clientKey(request);
    const flood = await limits.trackLookups.take(client);
    if (flood) return flood;
    const body = await parseBody(request, trackOrderBody);
    if (!body.ok) return body.response;
    const email = body.data.email.toLowerCase();
    const miss = await limits.trackMisses.attempt([`client:${client}`, `email:${email}|${client}`]);
    if ('refused' in miss) return miss.refused;
    const order = await book.tracked(body.data.number, email);
    if (!order) return orderNotFound('No order has this number and email.');
    await limits.trackMisses.forgive(miss.reserved);
    return HttpResponse.json(order);
  });
}
