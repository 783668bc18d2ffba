import type { Clock } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createVehicleService } from '.';

/**
 * The vehicle service on a database of the test file's own (in-memory PGlite, or a fresh
 * database on `TEST_DATABASE_URL`), behind a fake session check: `signIn(id)` gives a bearer
 * token, `reset` seeds the garages anew, `close` lets the database go.
 */
export function createTestVehicleService(clock?: Clock) {
  const sessions = fakeSessions();
  const service = createVehicleService({
    database: () => openTestDatabase('vehicle'),
    sessions: sessions.verifier,
    clock,
  });
  return {
    service,
    handlers: service.handlers,
    signIn: sessions.signIn,
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
