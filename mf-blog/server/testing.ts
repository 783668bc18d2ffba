import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createBlogService } from '.';

/**
 * The blog service on a database of the test file's own (in-memory PGlite, or a fresh database
 * on `TEST_DATABASE_URL`): `reset` seeds the posts anew, `close` lets the database go.
 */
export function createTestBlogService() {
  const service = createBlogService({ database: () => openTestDatabase('blog') });
  return {
    service,
    handlers: service.handlers,
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
