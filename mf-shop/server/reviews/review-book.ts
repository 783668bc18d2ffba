import { count, desc, eq, sum } from 'drizzle-orm';
import type { PagedList, Product, Review } from '@autoparts/shared';
import type { AreaData, Clock, Db } from '@autoparts/service-kit';
import { pageWindow } from '../catalog/paging';
import type { CatalogSource } from '../catalog/read-model';
import { countVisitorReviews, type Catalog, type ReviewTally } from '../data/catalog';
import { avatarFor, CATALOG_DATE, sampleReviews } from '../data/reviews';
import { reviews } from '../db/schema';

export interface NewReview {
  author: string;
  rating: number;
  content: string;
}

const TALLY = { count: count(), starSum: sum(reviews.rating) };

const tallyOf = (row: { count: number; starSum: string | null } | undefined): ReviewTally => ({
  count: row?.count ?? 0,
  starSum: Number(row?.starSum ?? 0),
});

function reviewOf(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    // Either driver's timestamp (a Date of another realm under jest) read back to the same text.
    date: new Date(row.createdAt).toISOString(),
    author: row.author,
    avatar: avatarFor(row.author),
    rating: row.rating,
    content: row.content,
  };
}

/**
 * Visitors' reviews, kept in the shop schema and listed before a product's generated sample
 * reviews (they are all newer). The catalog counts them into its products' review counts and
 * ratings: all of them once the database is first reached (so a restart shows them), then a
 * product's own on every write and every read of its reviews (so a replica's show up too).
 */
export class ReviewBook {
  /** Per catalog read model: one loaded after a reset counts the reviews in again. */
  private readonly counted = new WeakMap<Catalog, Promise<void>>();

  constructor(
    private readonly data: AreaData,
    private readonly catalogs: CatalogSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves once the catalog's figures count every stored review. A failure (the database
   * down) is not remembered: the catalog shows its sample reviews and the next call tries again.
   */
  async countedIn(): Promise<void> {
    const catalog = await this.catalogs();
    let counting = this.counted.get(catalog);
    if (!counting) {
      counting = this.countAll(catalog).catch((error: unknown) => {
        this.counted.delete(catalog);
        throw error;
      });
      this.counted.set(catalog, counting);
    }
    return counting;
  }

  private async countAll(catalog: Catalog): Promise<void> {
    const db = await this.data.db();
    const tallies = await db
      .select({ productId: reviews.productId, ...TALLY })
      .from(reviews)
      .groupBy(reviews.productId);
    for (const { productId, ...tally } of tallies)
      countVisitorReviews(catalog, productId, tallyOf(tally));
  }

  private async recount(db: Db, productId: number): Promise<ReviewTally> {
    const [row] = await db.select(TALLY).from(reviews).where(eq(reviews.productId, productId));
    const tally = tallyOf(row);
    countVisitorReviews(await this.catalogs(), productId, tally);
    return tally;
  }

  /** A page of the product's reviews, newest first, in the PagedList shape. */
  async pageOf(product: Product, page: number, limit: number): Promise<PagedList<Review>> {
    const db = await this.data.db();
    const visitors = await this.recount(db, product.id);
    const samples = (await this.catalogs()).sampleReviewCounts[product.id - 1]!;
    const { start, ...window } = pageWindow(samples + visitors.count, page, limit);
    const stored =
      start < visitors.count
        ? await db
            .select()
            .from(reviews)
            .where(eq(reviews.productId, product.id))
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(start)
        : [];
    const fromSamples = Math.max(0, start - visitors.count);
    const generated = sampleReviews(product.id, samples).slice(
      fromSamples,
      fromSamples + limit - stored.length,
    );
    return { items: [...stored.map(reviewOf), ...generated], ...window };
  }

  /** Stores a review of the product (by a signed-in customer, or a guest: null). */
  async add(product: Product, input: NewReview, customerId: number | null): Promise<Review> {
    const db = await this.data.db();
    const [row] = await db
      .insert(reviews)
      .values({
        productId: product.id,
        customerId,
        ...input,
        // Never older than the sample reviews, even if the clock is behind the sample data's date.
        createdAt: new Date(Math.max(this.clock.now(), CATALOG_DATE + 1000)),
      })
      .returning();
    await this.recount(db, product.id);
    return reviewOf(row!);
  }
}
