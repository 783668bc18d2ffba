import { http, HttpResponse } from 'msw';
import { apiPath, simulateLatency } from '@autoparts/service-kit';
import type { BlogCategory } from '../../src/lib/blog-types';
import { CATEGORY_SEEDS } from '../data/categories';
import { POST_SEEDS } from '../data/posts';

/** The spec's "blog categories": flat, each with the number of its posts in `items`. */
export function blogCategories(): BlogCategory[] {
  return CATEGORY_SEEDS.map((seed) => ({
    id: seed.id,
    type: 'blog',
    name: seed.name,
    slug: seed.slug,
    image: null,
    items: POST_SEEDS.filter((post) => post.categories.some((slug) => slug === seed.slug)).length,
    parent: null,
    children: [],
    layout: 'products',
    customFields: {},
  }));
}

export const categoryHandlers = [
  http.get(apiPath('/blog/categories'), async () => {
    await simulateLatency();
    return HttpResponse.json(blogCategories());
  }),
];
