import type { Review } from '@autoparts/shared';
import { createRandom, hashSeed, intBetween, pick } from './random';
import { REVIEW_AUTHORS, REVIEW_TEXTS } from './texts';

/** The sample data's "today": generated dates lie before it, so the catalog never changes. */
export const CATALOG_DATE = Date.UTC(2026, 0, 15, 12);

const DAY_MS = 24 * 60 * 60 * 1000;
export const AVATAR_COUNT = 8;

export function avatarFor(author: string): string {
  return `avatar-${(hashSeed('avatar', author) % AVATAR_COUNT) + 1}.svg`;
}

/** The star ratings of a product's sample reviews; the product's rating is their average. */
export function sampleRatings(productId: number, count: number): number[] {
  const random = createRandom(hashSeed('ratings', productId));
  const quality = 2.4 + random() * 2.6;
  return Array.from({ length: count }, () =>
    Math.min(5, Math.max(1, Math.round(quality + (random() - 0.5) * 2.4))),
  );
}

/** A product's rating: the average of its reviews' stars to one decimal, 0 without reviews. */
export function ratingOf(starSum: number, reviews: number): number {
  return reviews === 0 ? 0 : Math.round((starSum / reviews) * 10) / 10;
}

export function averageRating(ratings: readonly number[]): number {
  return ratingOf(
    ratings.reduce((sum, r) => sum + r, 0),
    ratings.length,
  );
}

/** Generated on demand (cheap and deterministic) so 100,000 products hold no review objects. */
export function sampleReviews(productId: number, count: number): Review[] {
  const ratings = sampleRatings(productId, count);
  const random = createRandom(hashSeed('reviews', productId));
  const reviews = ratings.map((rating, k): Review => {
    const author = pick(random, REVIEW_AUTHORS);
    return {
      id: productId * 1000 + k + 1,
      date: new Date(
        CATALOG_DATE - intBetween(random, 1, 1100) * DAY_MS - k * 3600_000,
      ).toISOString(),
      author,
      avatar: avatarFor(author),
      rating,
      content: pick(random, REVIEW_TEXTS[rating - 1] ?? []),
    };
  });
  return reviews.sort(newestFirst);
}

function newestFirst(a: Review, b: Review): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id;
}
