import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  guestOrCustomer,
  type SessionCustomer,
  type SessionVerifier,
} from '@autoparts/service-kit';
import {
  apiPath,
  clientKey,
  parseBody,
  parseQuery,
  RateLimiter,
  simulateLatency,
  unauthorized,
} from '@autoparts/shared/mock';
import { REVIEW_LIMITS } from '@autoparts/shared/rules';
import { pageQuery, withoutEmptyParams } from '../catalog/list-query';
import { pageOf } from '../catalog/paging';
import { addReview, findProduct, type Catalog } from '../data/catalog';
import { productNotFound } from './errors';
import { newReviewBody } from './schemas';

export const REVIEWS_PAGE_SIZE = 8;

type SlugParams = { slug: string };

const TEN_MINUTES = 10 * 60_000;

/**
 * Reviews posted per client and per signed-in customer: 5 in 10 minutes each (MOCK_RATE_LIMIT
 * scales or disables them). Every attempt counts as soon as its sender is known, before the body
 * is read, so requests sent all at once cannot slip past the count.
 */
export const REVIEW_RATE_LIMITS = {
  perClient: {
    limit: 5,
    windowMs: TEN_MINUTES,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many reviews from your network.',
  },
  perCustomer: {
    limit: 5,
    windowMs: TEN_MINUTES,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many reviews from your account.',
  },
} as const;

/** The customer's name as a review author (cut to the author's length, whole characters). */
function authorName(customer: SessionCustomer): string | undefined {
  const name = customer.name.trim();
  return name ? Array.from(name).slice(0, REVIEW_LIMITS.author).join('').trim() : undefined;
}

export const reviewsQuery = withoutEmptyParams(pageQuery(REVIEWS_PAGE_SIZE));

export function reviewHandlers(catalog: Catalog, sessions: SessionVerifier): HttpHandler[] {
  const perClient = new RateLimiter(REVIEW_RATE_LIMITS.perClient);
  const perCustomer = new RateLimiter(REVIEW_RATE_LIMITS.perCustomer);
  return [
    http.get<SlugParams>(apiPath('/shop/products/:slug/reviews'), async ({ request, params }) => {
      await simulateLatency();
      const query = parseQuery(request, reviewsQuery);
      if (!query.ok) return query.response;
      const found = findProduct(catalog, params.slug);
      if (!found) return productNotFound(params.slug);
      const { page, limit } = query.data;
      return HttpResponse.json(pageOf(catalog.reviews.list(found.product), page, limit));
    }),

    http.post<SlugParams>(apiPath('/shop/products/:slug/reviews'), async ({ request, params }) => {
      await simulateLatency();
      const who = await guestOrCustomer(request, sessions);
      if (!who) return unauthorized('Your session has expired. Sign in again.');
      const { customer } = who;
      const limited =
        perClient.take(clientKey(request)) ??
        (customer && perCustomer.take(`customer:${customer.id}`));
      if (limited) return limited;
      const found = findProduct(catalog, params.slug);
      if (!found) return productNotFound(params.slug);
      const body = await parseBody(request, newReviewBody);
      if (!body.ok) return body.response;
      // A signed-in customer reviews under its own name, whatever the form said.
      const author = (customer && authorName(customer)) || body.data.author;
      return HttpResponse.json(addReview(catalog, found.position, { ...body.data, author }), {
        status: 201,
      });
    }),
  ];
}
