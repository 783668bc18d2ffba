import type { Clock } from '@autoparts/service-kit';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createAccountService } from '.';

/**
 * The account service on a database of the test file's own (in-memory PGlite, or a fresh
 * database on `TEST_DATABASE_URL`): `reset` seeds it anew, `close` lets it go.
 */
export function createTestAccountService(clock?: Clock) {
  const service = createAccountService({ database: () => openTestDatabase('account'), clock });
  return {
    service,
    handlers: service.handlers,
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
