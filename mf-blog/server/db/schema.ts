import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/** The blog area's tables, in its own schema. Ids are the public ones (`/api/blog/posts/9`). */
export const blog = pgSchema('blog');

/** Who writes the posts; `key` is the editors' short name (`jessica`). */
export const authors = blog.table('authors', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
});

/** The categories in the order the sidebar lists them (`position`). */
export const categories = blog.table('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * A post: its text as paragraphs, listed newest first (`published_on`, then `id`). `search_text`
 * is title, excerpt, tags and body lower-cased by the writer (JavaScript's case mapping, which the
 * search's words get too: PostgreSQL's `lower` follows the server's locale), so whoever writes a
 * post's text writes it again.
 */
export const posts = blog.table(
  'posts',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    authorKey: text('author_key')
      .notNull()
      .references(() => authors.key),
    /** The drawing of its image (images/motifs.ts). */
    motif: text('motif').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').array().notNull(),
    tags: text('tags').array().notNull(),
    searchText: text('search_text').notNull(),
  },
  (table) => [index('posts_newest_first').on(table.publishedOn.desc(), table.id.desc())],
);

/** A post's categories in its own order: the first one colours its image. */
export const postCategories = blog.table(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.categoryId] }),
    index('post_categories_by_category').on(table.categoryId),
  ],
);

/** The discussion under a post: a reply names the comment it answers; `id` is its order. */
export const comments = blog.table(
  'comments',
  {
    id: integer('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    author: text('author').notNull(),
    writtenOn: date('written_on', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    /** The post's author answering. */
    byAuthor: boolean('by_author').notNull(),
  },
  (table) => [index('comments_of_post').on(table.postId, table.id)],
);
