import type { AreaData, Clock, Db } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { garageVehicles } from './db/schema';
import { seedVehicle } from './db/seed';
import { createVehicleService } from '.';

/**
 * Every garage dropped and the demo customer's written again. A test changes garages only (the
 * API never writes the reference vehicles), and seeding and reading the 8,900 vehicles again
 * before every test would cost more than the tests; `service.reset()` does all of it.
 */
async function reseedGarages(data: AreaData): Promise<void> {
  const db = await data.db();
  await db.transaction(async (tx) => {
    await tx.delete(garageVehicles);
    await seedVehicle(tx as unknown as Db);
  });
}

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
    reset: () => reseedGarages(service.data),
    close: () => service.data.close(),
  };
}
