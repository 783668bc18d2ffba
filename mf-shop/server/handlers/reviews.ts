import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPath,
  type AreaData,
  clientKey,
  type Clock,
  DatabaseRateLimiter,
  guestOrCustomer,
  parseBody,
  parseQuery,
  type SessionCustomer,
  type SessionVerifier,
  simulateLatency,
  unauthorized,
} from '@autoparts/service-kit';
import { REVIEW_LIMITS } from '@autoparts/shared/rules';
import { pageQuery, withoutEmptyParams } from '../catalog/list-query';
import type { CatalogSource } from '../catalog/read-model';
import { findProduct } from '../data/catalog';
import type { ReviewBook } from '../reviews/review-book';
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

export type ReviewLimits = { [name in keyof typeof REVIEW_RATE_LIMITS]: DatabaseRateLimiter };

/** The counters live in the shop schema, so every replica counts into the same ones. */
export function createReviewLimits(data: AreaData, clock: Clock): ReviewLimits {
  return {
    perClient: new DatabaseRateLimiter(
      data,
      'reviewsPerClient',
      REVIEW_RATE_LIMITS.perClient,
      clock,
    ),
    perCustomer: new DatabaseRateLimiter(
      data,
      'reviewsPerCustomer',
      REVIEW_RATE_LIMITS.perCustomer,
      clock,
    ),
  };
}

/** The customer's name as a review author (cut to the author's length, whole characters). */
function authorName(customer: SessionCustomer): string | undefined {
  const name = customer.name.trim();
  return name ? Array.from(name).slice(0, REVIEW_LIMITS.author).join('').trim() : undefined;
}

export const reviewsQuery = withoutEmptyParams(pageQuery(REVIEWS_PAGE_SIZE));

export interface ReviewHandlerDeps {
  catalogs: CatalogSource;
  reviews: ReviewBook;
  limits: ReviewLimits;
  sessions: SessionVerifier;
}

export function reviewHandlers({
  catalogs,
  reviews,
  limits: { perClient, perCustomer },
  sessions,
}: ReviewHandlerDeps): HttpHandler[] {
  return [
    http.get<SlugParams>(apiPath('/shop/products/:slug/reviews'), async ({ request, params }) => {
      await simulateLatency();
      const query = parseQuery(request, reviewsQuery);
      if (!query.ok) return query.response;
      const found = findProduct(await catalogs(), params.slug);
      if (!found) return productNotFound(params.slug);
      const { page, limit } = query.data;
      return HttpResponse.json(await reviews.pageOf(found.product, page, limit));
    }),

    http.post<SlugParams>(apiPath('/shop/products/:slug/reviews'), async ({ request, params }) => {
      await simulateLatency();
      const who = await guestOrCustomer(request, sessions);
      if (!who) return unauthorized('Your session has expired. Sign in again.');
      const { customer } = who;
      const limited =
        (await perClient.take(clientKey(request))) ??
        (customer && (await perCustomer.take(`customer:${customer.id}`)));
      if (limited) return limited;
      const found = findProduct(await catalogs(), params.slug);
      if (!found) return productNotFound(params.slug);
      const body = await parseBody(request, newReviewBody);
      if (!body.ok) return body.response;
      // A signed-in customer reviews under its own name, whatever the form said.
      const author = (customer && authorName(customer)) || body.data.author;
      const review = await reviews.add(
        found.product,
        { ...body.data, author },
        customer?.id ?? null,
      );
      return HttpResponse.json(review, { status: 201 });
    }),
  ];
}
