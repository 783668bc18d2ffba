import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, parseBody, parseQuery, simulateLatency } from '@autoparts/shared/mock';
import { pageQuery, withoutEmptyParams } from '../catalog/list-query';
import { pageOf } from '../catalog/paging';
import { addReview, findProduct, type Catalog } from '../data/catalog';
import { productNotFound } from './errors';
import { newReviewBody } from './schemas';

export const REVIEWS_PAGE_SIZE = 8;

type SlugParams = { slug: string };

export function reviewHandlers(catalog: Catalog): HttpHandler[] {
  const reviewsQuery = withoutEmptyParams(pageQuery(REVIEWS_PAGE_SIZE));
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
      const found = findProduct(catalog, params.slug);
      if (!found) return productNotFound(params.slug);
      const body = await parseBody(request, newReviewBody);
      if (!body.ok) return body.response;
      return HttpResponse.json(addReview(catalog, found.position, body.data), { status: 201 });
    }),
  ];
}
