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

/**
 * How many added reviews the store keeps: past `perProduct` on one product, or `total` in all,
 * the oldest added review is dropped (the product's count and rating follow), so posting reviews
 * floods no memory. Sample reviews are generated, never stored.
 */
export const REVIEW_STORE_LIMITS = { perProduct: 100, total: 10_000 } as const;

interface AddedReview {
  product: Product;
  review: Review;
}

/** Sample reviews plus the ones visitors add while the mock runs (kept in memory, bounded). */
export class ReviewStore {
  // Per product, newest first.
  private readonly added = new Map<number, AddedReview[]>();
  // Every added review, oldest first.
  private readonly queue = new Set<AddedReview>();
  private nextId = 1_000_000_000;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits: { perProduct: number; total: number } = REVIEW_STORE_LIMITS,
  ) {}

  /** Newest first. */
  list(product: Product): Review[] {
    const added = (this.added.get(product.id) ?? []).map((entry) => entry.review);
    return [...added, ...sampleReviews(product.id, product.reviews - added.length)];
  }

  private drop(entry: AddedReview): void {
    this.queue.delete(entry);
    const { product } = entry;
    const rest = (this.added.get(product.id) ?? []).filter((other) => other !== entry);
    if (rest.length) this.added.set(product.id, rest);
    else this.added.delete(product.id);
    product.reviews -= 1;
  }

  /**
   * Stores the review and updates the product's review count and average rating. Answers the
   * products whose rating changed: this one, and any whose oldest added review made room.
   */
  add(product: Product, input: NewReview): { review: Review; changed: Product[] } {
    const review: Review = {
      id: this.nextId++,
      // Never older than the sample reviews, even if the clock is behind the sample data's date.
      date: new Date(Math.max(this.now(), CATALOG_DATE + 1000)).toISOString(),
      author: input.author,
      avatar: avatarFor(input.author),
      rating: input.rating,
      content: input.content,
    };
    const changed = new Set<Product>([product]);
    const own = this.added.get(product.id) ?? [];
    if (own.length >= this.limits.perProduct) this.drop(own.at(-1)!);
    while (this.queue.size >= this.limits.total) {
      const oldest = this.queue.values().next().value!;
      changed.add(oldest.product);
      this.drop(oldest);
    }
    const entry = { product, review };
    this.added.set(product.id, [entry, ...(this.added.get(product.id) ?? [])]);
    this.queue.add(entry);
    product.reviews += 1;
    for (const each of changed) each.rating = averageRating(this.list(each).map((r) => r.rating));
    return { review, changed: [...changed] };
  }
}
