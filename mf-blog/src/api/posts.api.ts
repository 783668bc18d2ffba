import { getHttp } from '@autoparts/shared';
import type {
  BlogComments,
  BlogPost,
  BlogPostPage,
  BlogPostQuery,
  BlogPostSummary,
} from '../lib/blog-types';
import { cachedCall } from './cache';

export const BLOG_PAGE_SIZE = 8;
export const SIDEBAR_LATEST_COUNT = 4;

function searchParamsOf(query: BlogPostQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

export function fetchPosts(query: BlogPostQuery, signal?: AbortSignal): Promise<BlogPostPage> {
  return getHttp()
    .get('blog/posts', {
      searchParams: searchParamsOf({ limit: BLOG_PAGE_SIZE, ...query }),
      signal,
    })
    .json<BlogPostPage>();
}

const latestPosts = cachedCall(() =>
  getHttp()
    .get('blog/latest-posts', { searchParams: { limit: SIDEBAR_LATEST_COUNT } })
    .json<BlogPostSummary[]>(),
);

/** The newest posts, asked once per visit: the sidebar of every blog page shows them. */
export const fetchLatestPosts = (): Promise<BlogPostSummary[]> => latestPosts.get();

export function fetchPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return getHttp()
    .get(`blog/posts/${encodeURIComponent(slug)}`, { signal })
    .json<BlogPost>();
}

export function fetchComments(slug: string, signal?: AbortSignal): Promise<BlogComments> {
  return getHttp()
    .get(`blog/posts/${encodeURIComponent(slug)}/comments`, { signal })
    .json<BlogComments>();
}

export function clearPostCaches(): void {
  latestPosts.clear();
}
