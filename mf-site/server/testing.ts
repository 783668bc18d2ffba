import type { Clock } from '@autoparts/service-kit';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createSiteService } from '.';

/**
 * The site service on a database of the test file's own (in-memory PGlite, or a fresh database
 * on `TEST_DATABASE_URL`): `reset` empties the inbox, `close` lets the database go.
 */
export function createTestSiteService(clock?: Clock) {
  const service = createSiteService({ database: () => openTestDatabase('site'), clock });
  return {
    service,
    handlers: service.handlers,
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
