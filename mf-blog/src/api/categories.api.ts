import { getHttp } from '@autoparts/shared';
import type { BlogCategory } from '../lib/blog-types';
import { cachedCall } from './cache';

const categories = cachedCall(() => getHttp().get('blog/categories').json<BlogCategory[]>());

/** The spec's "blog categories", asked once per visit: the sidebar and page titles use them. */
export const fetchBlogCategories = (): Promise<BlogCategory[]> => categories.get();

export function clearCategoryCache(): void {
  categories.clear();
}
