import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { apiPath, notFound, parseQuery, simulateLatency } from '@autoparts/service-kit';
import type { BlogPosts } from '../blog-posts';

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

const postNotFound = (idOrSlug: string) =>
  notFound(
    'Post not found',
    `There is no blog post "${idOrSlug}". It may have been moved or removed.`,
  );

export const postHandlers = (posts: BlogPosts): HttpHandler[] => [
  http.get(apiPath('/blog/posts'), async ({ request }) => {
    await simulateLatency();
    const query = parseQuery(request, listQuery);
    if (!query.ok) return query.response;
    const page = await posts.page(query.data);
    if (!page) {
      return notFound('Category not found', `There is no blog category "${query.data.category}".`);
    }
    return HttpResponse.json(page);
  }),

  http.get(apiPath('/blog/latest-posts'), async ({ request }) => {
    await simulateLatency();
    const query = parseQuery(request, latestQuery);
    if (!query.ok) return query.response;
    return HttpResponse.json(await posts.latest(query.data.limit));
  }),

  http.get<{ idOrSlug: string }>(apiPath('/blog/posts/:idOrSlug'), async ({ params }) => {
    await simulateLatency();
    const post = await posts.post(params.idOrSlug);
    return post ? HttpResponse.json(post) : postNotFound(params.idOrSlug);
  }),

  http.get<{ idOrSlug: string }>(apiPath('/blog/posts/:idOrSlug/comments'), async ({ params }) => {
    await simulateLatency();
    const comments = await posts.comments(params.idOrSlug);
    return comments ? HttpResponse.json(comments) : postNotFound(params.idOrSlug);
  }),
];
