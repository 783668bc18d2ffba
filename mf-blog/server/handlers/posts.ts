import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPath, notFound, parseQuery, simulateLatency } from '@autoparts/service-kit';
import type {
  BlogComments,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
} from '../../src/lib/blog-types';
import { CATEGORY_SEEDS } from '../data/categories';
import { commentsOf } from '../data/comments';
import type { PostSeed } from '../data/post-seed';
import { findPost, POST_SEEDS, toPost, toSummary } from '../data/posts';

export const DEFAULT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_LATEST = 4;
const MAX_LATEST = 12;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`);

// An empty parameter (`?category=`) means "not given", as a form with an empty field sends it.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

export const listQuery = z.object({
  page: wholeNumber('page', 1, 10_000).default(1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  category: optionalText(100),
  search: optionalText(100),
});

export const latestQuery = z.object({
  limit: wholeNumber('limit', 1, MAX_LATEST).default(DEFAULT_LATEST),
});

function matchesSearch(seed: PostSeed, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/);
  const text = [seed.title, seed.excerpt, ...seed.tags, ...seed.body].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export function pageOf<T>(all: readonly T[], page: number, limit: number) {
  const start = (page - 1) * limit;
  const items = all.slice(start, start + limit);
  return {
    items,
    page,
    limit,
    total: all.length,
    pages: Math.max(1, Math.ceil(all.length / limit)),
    from: items.length ? start + 1 : 0,
    to: items.length ? start + items.length : 0,
  };
}

const postNotFound = (idOrSlug: string) =>
  notFound(
    'Post not found',
    `There is no blog post "${idOrSlug}". It may have been moved or removed.`,
  );

export const postHandlers = [
  http.get(apiPath('/blog/posts'), async ({ request }) => {
    await simulateLatency();
    const query = parseQuery(request, listQuery);
    if (!query.ok) return query.response;
    const { page, limit, category, search } = query.data;
    if (category && !CATEGORY_SEEDS.some((c) => c.slug === category)) {
      return notFound('Category not found', `There is no blog category "${category}".`);
    }
    const matching = POST_SEEDS.filter(
      (seed) =>
        (!category || seed.categories.some((slug) => slug === category)) &&
        (!search || matchesSearch(seed, search)),
    );
    const body: BlogPostPage = pageOf(matching.map(toSummary), page, limit);
    return HttpResponse.json(body);
  }),

  http.get(apiPath('/blog/latest-posts'), async ({ request }) => {
    await simulateLatency();
    const query = parseQuery(request, latestQuery);
    if (!query.ok) return query.response;
    const latest: BlogPostSummary[] = POST_SEEDS.slice(0, query.data.limit).map(toSummary);
    return HttpResponse.json(latest);
  }),

  http.get<{ idOrSlug: string }>(apiPath('/blog/posts/:idOrSlug'), async ({ params }) => {
    await simulateLatency();
    const seed = findPost(params.idOrSlug);
    if (!seed) return postNotFound(params.idOrSlug);
    const post: BlogPost = toPost(seed);
    return HttpResponse.json(post);
  }),

  http.get<{ idOrSlug: string }>(apiPath('/blog/posts/:idOrSlug/comments'), async ({ params }) => {
    await simulateLatency();
    const seed = findPost(params.idOrSlug);
    if (!seed) return postNotFound(params.idOrSlug);
    const comments: BlogComments = commentsOf(seed);
    return HttpResponse.json(comments);
  }),
];
