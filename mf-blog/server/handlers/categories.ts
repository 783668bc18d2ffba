import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, simulateLatency } from '@autoparts/service-kit';
import type { BlogPosts } from '../blog-posts';

export const categoryHandlers = (posts: BlogPosts): HttpHandler[] => [
  http.get(apiPath('/blog/categories'), async () => {
    await simulateLatency();
    return HttpResponse.json(await posts.categories());
  }),
];
