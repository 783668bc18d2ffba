import type { ApiOperation } from '@autoparts/service-kit';
import { CATEGORY_SEEDS } from './data/categories';
import { POST_SEEDS } from './data/posts';
import { DEFAULT_LATEST, DEFAULT_PAGE_SIZE, latestQuery, listQuery } from './handlers/posts';

const post = POST_SEEDS[0]!.slug;

/** Every endpoint of the blog slice, with sample requests over its seeded posts (for the fuzz). */
export const blogOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/blog/posts',
    query: {
      schema: listQuery,
      valid: {
        page: '1',
        limit: String(DEFAULT_PAGE_SIZE),
        category: CATEGORY_SEEDS[0]!.slug,
        search: 'brake',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/blog/latest-posts',
    query: { schema: latestQuery, valid: { limit: String(DEFAULT_LATEST) } },
  },
  { method: 'GET', path: `/api/blog/posts/${post}`, pattern: '/api/blog/posts/:idOrSlug' },
  {
    method: 'GET',
    path: `/api/blog/posts/${post}/comments`,
    pattern: '/api/blog/posts/:idOrSlug/comments',
  },
  { method: 'GET', path: '/api/blog/categories' },
  { method: 'GET', path: `/api/blog/images/${post}.svg`, pattern: '/api/blog/images/:file' },
];
