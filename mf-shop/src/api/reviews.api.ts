import { getHttp, QUIET, type PagedList, type Review } from '@autoparts/shared';

/** The development backend's page of reviews (spec §9), newest first. */
export const REVIEWS_PAGE_SIZE = 8;

export interface NewReview {
  author: string;
  rating: number;
  content: string;
}

const reviewsPath = (slug: string) => `shop/products/${encodeURIComponent(slug)}/reviews`;

/** One page of a product's reviews; the list shows its own message when this fails. */
export function getReviews(slug: string, page = 1): Promise<PagedList<Review>> {
  return getHttp()
    .get(reviewsPath(slug), { searchParams: { page, limit: REVIEWS_PAGE_SIZE }, context: QUIET })
    .json();
}

/** Adds a review; a refusal (400) toasts the server's title and rejects. */
export function addReview(slug: string, review: NewReview): Promise<Review> {
  return getHttp().post(reviewsPath(slug), { json: review }).json();
}
