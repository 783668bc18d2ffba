import type { Db } from '@autoparts/service-kit';
import type { BlogComment } from '../../src/lib/blog-types';
import { AUTHORS } from '../data/authors';
import { CATEGORY_SEEDS } from '../data/categories';
import { commentsOf } from '../data/comments';
import { POST_SEEDS } from '../data/posts';
import { authors, categories, comments, postCategories, posts } from './schema';
import { searchTextOf } from './search-text';

/** A comment and its replies as rows, each reply naming the comment it answers. */
function commentRows(postId: number, comment: BlogComment, parentId: number | null = null) {
  const { id, author, date, content, byAuthor, replies } = comment;
  const row = { id, postId, parentId, author, writtenOn: date, content, byAuthor };
  return [row, ...replies.flatMap((reply): (typeof row)[] => commentRows(postId, reply, id))];
}

/** The editors' posts (data/), their authors, categories and readers' comments. */
export async function seedBlog(tx: Db): Promise<void> {
  await tx
    .insert(authors)
    .values(Object.entries(AUTHORS).map(([key, author]) => ({ key, ...author })));
  await tx
    .insert(categories)
    .values(CATEGORY_SEEDS.map(({ id, slug, name }, position) => ({ id, slug, name, position })));
  await tx.insert(posts).values(
    POST_SEEDS.map((seed) => ({
      id: seed.id,
      slug: seed.slug,
      title: seed.title,
      publishedOn: seed.date,
      authorKey: seed.author,
      motif: seed.motif,
      excerpt: seed.excerpt,
      body: seed.body,
      tags: seed.tags,
      searchText: searchTextOf(seed),
    })),
  );
  const categoryId = new Map<string, number>(CATEGORY_SEEDS.map(({ slug, id }) => [slug, id]));
  await tx.insert(postCategories).values(
    POST_SEEDS.flatMap((seed) =>
      seed.categories.map((slug, position) => ({
        postId: seed.id,
        categoryId: categoryId.get(slug)!,
        position,
      })),
    ),
  );
  const discussion = POST_SEEDS.flatMap((seed) =>
    commentsOf(seed).items.flatMap((comment) => commentRows(seed.id, comment)),
  );
  if (discussion.length > 0) await tx.insert(comments).values(discussion);
}
