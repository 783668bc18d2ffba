import type { HttpHandler } from 'msw';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { postHandlers } from './handlers/posts';

/** The blog's slice of the development backend: everything under /api/blog. */
export const handlers: HttpHandler[] = [...postHandlers, ...categoryHandlers, ...imageHandlers];
export { blogOperations as operations } from './operations';
export { sitemapPages } from './sitemap';
