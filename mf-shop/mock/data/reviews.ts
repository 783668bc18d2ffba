import type { Product, Review } from '@autoparts/shared';
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

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

/** Generated on demand (cheap and deterministic) so 100,000 products hold no review objects. */
function sampleReviews(productId: number, count: number): Review[] {
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

export function newestFirst(a: Review, b: Review): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id;
}

export interface NewReview {
  author: string;
  rating: number;
  content: string;
}

/** Sample reviews plus the ones visitors add while the mock runs (kept in memory). */
export class ReviewStore {
  private readonly added = new Map<number, Review[]>();
  private nextId = 1_000_000_000;

  constructor(private readonly now: () => number = Date.now) {}

  /** Newest first. */
  list(product: Product): Review[] {
    const added = this.added.get(product.id) ?? [];
    return [...added, ...sampleReviews(product.id, product.reviews - added.length)];
  }

  /** Stores the review and updates the product's review count and average rating. */
  add(product: Product, input: NewReview): Review {
    const review: Review = {
      id: this.nextId++,
      // Never older than the sample reviews, even if the clock is behind the sample data's date.
      date: new Date(Math.max(this.now(), CATALOG_DATE + 1000)).toISOString(),
      author: input.author,
      avatar: avatarFor(input.author),
      rating: input.rating,
      content: input.content,
    };
    const added = this.added.get(product.id) ?? [];
    this.added.set(product.id, [review, ...added]);
    product.reviews += 1;
    product.rating = averageRating(this.list(product).map((r) => r.rating));
    return review;
  }
}
