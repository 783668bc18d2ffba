import type { HttpHandler } from 'msw';
import { contactHandlers } from './handlers/contact';

/** The site pages' slice of the development backend: everything under /api/site. */
export const handlers: HttpHandler[] = [...contactHandlers];
export { siteOperations as operations } from './operations';
