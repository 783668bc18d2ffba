import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AreaData, Db } from '@autoparts/service-kit';
import type {
  BlogCategory,
  BlogComment,
  BlogComments,
  BlogPost,
  BlogPostLink,
  BlogPostPage,
  BlogPostSummary,
} from '../src/lib/blog-types';
import { authors, categories, comments, postCategories, posts } from './db/schema';
import { searchWords } from './db/search-text';

const WORDS_PER_MINUTE = 200;
const LARGEST_ID = 2_147_483_647;

export function postImagePath(slug: string): string {
  return `/api/blog/images/${slug}.svg`;
}

function readingMinutes(body: readonly string[]): number {
  const words = body.join(' ').split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

// PostgreSQL text cannot hold U+0000: a parameter with one fails the query, it never matches.
const storable = (text: string) => !text.includes('\u0000');

/** A post by its slug or its numeric id, so both link styles resolve; null when none can match. */
function postNamed(idOrSlug: string): SQL | null {
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    return id <= LARGEST_ID ? eq(posts.id, id) : null;
  }
  return storable(idOrSlug) ? eq(posts.slug, idOrSlug) : null;
}

/** Every list runs newest first; the id breaks a tie of dates. */
const NEWEST_FIRST = [desc(posts.publishedOn), desc(posts.id)];

const SUMMARY_COLUMNS = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  date: posts.publishedOn,
  author: authors.name,
  excerpt: posts.excerpt,
  body: posts.body,
};

const summarySelect = (db: Db) =>
  db
    .select(SUMMARY_COLUMNS)
    .from(posts)
    .innerJoin(authors, eq(authors.key, posts.authorKey))
    .$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summarySelect>>[number];

/** The posts as lists show them, with their categories in order and their comments counted. */
async function summariesOf(db: Db, rows: readonly SummaryRow[]): Promise<BlogPostSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select({ postId: postCategories.postId, slug: categories.slug, name: categories.name })
    .from(postCategories)
    .innerJoin(categories, eq(categories.id, postCategories.categoryId))
    .where(inArray(postCategories.postId, ids))
    .orderBy(asc(postCategories.postId), asc(postCategories.position));
  const counted = await db
    .select({ postId: comments.postId, total: count() })
    .from(comments)
    .where(inArray(comments.postId, ids))
    .groupBy(comments.postId);
  const totals = new Map(counted.map(({ postId, total }) => [postId, total]));
  return rows.map((row) => {
    const categoryLinks = links
      .filter((link) => link.postId === row.id)
      .map(({ slug, name }) => ({ slug, name }));
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      image: postImagePath(row.slug),
      categories: categoryLinks.map((c) => c.name),
      categoryLinks,
      date: row.date,
      author: row.author,
      excerpt: row.excerpt,
      commentsCount: totals.get(row.id) ?? 0,
      readingMinutes: readingMinutes(row.body),
    };
  });
}

/** A discussion from its rows in id order: a reply goes under the comment it answers. */
function discussionOf(rows: readonly (typeof comments.$inferSelect)[]): BlogComments {
  const nodes = new Map<number, BlogComment>();
  for (const { id, author, writtenOn, content, byAuthor } of rows)
    nodes.set(id, { id, author, date: writtenOn, content, byAuthor, replies: [] });
  const items: BlogComment[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.replies : items).push(node);
  }
  return { items, total: rows.length };
}

export interface PostListQuery {
  page: number;
  limit: number;
  category?: string;
  search?: string;
}

/**
 * The blog's posts, categories and comments as the API answers them, read from the `blog`
 * schema on every request rather than from a copy loaded at start: `npm run db:reset` (another
 * process) and an editor's change reach every replica at once, with no copy to invalidate, for a
 * few indexed reads of small tables.
 */
export class BlogPosts {
  constructor(private readonly data: AreaData) {}

  /** A page of the posts in a category and with every word of a search; null: no such category. */
  async page({ page, limit, category, search }: PostListQuery): Promise<BlogPostPage | null> {
    const db = await this.data.db();
    const conditions: SQL[] = [];
    if (category !== undefined) {
      const [found] = storable(category)
        ? await db
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.slug, category))
        : [];
      if (!found) return null;
      const inCategory = db
        .select({ postId: postCategories.postId })
        .from(postCategories)
        .where(eq(postCategories.categoryId, found.id));
      conditions.push(inArray(posts.id, inCategory));
    }
    for (const word of search === undefined ? [] : searchWords(search))
      conditions.push(storable(word) ? sql`strpos(${posts.searchText}, ${word}) > 0` : sql`false`);
    const where = and(...conditions);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(where);
    const start = (page - 1) * limit;
    const rows = await summarySelect(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(start);
    const items = await summariesOf(db, rows);
    return {
      items,
      page,
      limit,
      total,
      pages: Math.max(1, Math.ceil(total / limit)),
      from: items.length ? start + 1 : 0,
      to: items.length ? start + items.length : 0,
    };
  }

  async latest(limit: number): Promise<BlogPostSummary[]> {
    const db = await this.data.db();
    return summariesOf(
      db,
      await summarySelect(db)
        .orderBy(...NEWEST_FIRST)
        .limit(limit),
    );
  }

  /** The whole post with its author and its neighbours in time; undefined: no such post. */
  async post(idOrSlug: string): Promise<BlogPost | undefined> {
    const named = postNamed(idOrSlug);
    if (!named) return undefined;
    const db = await this.data.db();
    const [row] = await db
      .select({
        ...SUMMARY_COLUMNS,
        tags: posts.tags,
        role: authors.role,
        bio: authors.bio,
      })
      .from(posts)
      .innerJoin(authors, eq(authors.key, posts.authorKey))
      .where(named);
    if (!row) return undefined;
    const [summary] = await summariesOf(db, [row]);
    const neighbour = async (side: SQL, order: SQL[]): Promise<BlogPostLink | null> => {
      const [link] = await db
        .select({ slug: posts.slug, title: posts.title })
        .from(posts)
        .where(side)
        .orderBy(...order)
        .limit(1);
      return link ?? null;
    };
    const sameDay = eq(posts.publishedOn, row.date);
    return {
      ...summary!,
      author: { name: row.author, role: row.role, bio: row.bio },
      body: row.body,
      tags: row.tags,
      // Lists run newest first: the previous post is the older one, the next one is newer.
      previous: await neighbour(
        or(lt(posts.publishedOn, row.date), and(sameDay, lt(posts.id, row.id)))!,
        NEWEST_FIRST,
      ),
      next: await neighbour(
        or(gt(posts.publishedOn, row.date), and(sameDay, gt(posts.id, row.id)))!,
        [asc(posts.publishedOn), asc(posts.id)],
      ),
    };
  }

  /** The read-only discussion under a post; undefined: no such post. */
  async comments(idOrSlug: string): Promise<BlogComments | undefined> {
    const named = postNamed(idOrSlug);
    if (!named) return undefined;
    const db = await this.data.db();
    const [post] = await db.select({ id: posts.id }).from(posts).where(named);
    if (!post) return undefined;
    const rows = await db
      .select()
      .from(comments)
      .where(eq(comments.postId, post.id))
      .orderBy(asc(comments.id));
    return discussionOf(rows);
  }

  /** The spec's "blog categories": flat, each with the number of its posts in `items`. */
  async categories(): Promise<BlogCategory[]> {
    const db = await this.data.db();
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        items: count(postCategories.postId),
      })
      .from(categories)
      .leftJoin(postCategories, eq(postCategories.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(asc(categories.position));
    return rows.map(({ id, name, slug, items }) => ({
      id,
      type: 'blog',
      name,
      slug,
      image: null,
      items,
      parent: null,
      children: [],
      layout: 'products',
      customFields: {},
    }));
  }

  /** What a post's image is drawn from: its id, motif and first category. */
  async imageOf(
    idOrSlug: string,
  ): Promise<{ id: number; motif: string; category: string | null } | undefined> {
    const named = postNamed(idOrSlug);
    if (!named) return undefined;
    const db = await this.data.db();
    const firstCategory = db
      .select({ slug: categories.slug })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(eq(postCategories.postId, posts.id))
      .orderBy(asc(postCategories.position))
      .limit(1);
    const [row] = await db
      .select({
        id: posts.id,
        motif: posts.motif,
        category: sql<string | null>`(${firstCategory})`,
      })
      .from(posts)
      .where(named);
    return row;
  }
}
