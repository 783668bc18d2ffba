import type { HttpHandler } from 'msw';
import { AreaData, type Clock, type DatabaseOpener } from '@autoparts/service-kit';
import { BlogPosts } from './blog-posts';
import { blogSchemaPlan } from './db/plan';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { postHandlers } from './handlers/posts';

export interface BlogServiceDeps {
  /** Opens the blog area's database (its schema is prepared and seeded on first use). */
  database: DatabaseOpener;
  /** Taken like every area's; nothing the blog answers depends on the time yet. */
  clock?: Clock;
}

export interface BlogService {
  readonly area: 'blog';
  readonly data: AreaData;
  /** Everything under /api/blog. */
  readonly handlers: HttpHandler[];
  /** Back to the seed: the schema made anew with the editors' posts (tests, `npm run db:reset`). */
  reset(): Promise<void>;
}

/** The blog's service: posts, categories, authors and comments, over the `blog` schema. */
export function createBlogService({ database }: BlogServiceDeps): BlogService {
  const data = new AreaData(database, blogSchemaPlan);
  const posts = new BlogPosts(data);
  return {
    area: 'blog',
    data,
    handlers: [...postHandlers(posts), ...categoryHandlers(posts), ...imageHandlers(posts)],
    reset: () => data.reset(),
  };
}

export { blogOperations as operations } from './operations';
export { sitemapPages } from './sitemap';
