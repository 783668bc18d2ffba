import { fakeSessions } from '@autoparts/service-kit/testing';
import { serveSlice } from '@autoparts/shared/testing';
import { createVehicleService, resetVehicleMock } from '../../server';

/**
 * Serves the area's own service over real HTTP for one test file (delays off, seeded garages per
 * test); `client()` is the storefront's HTTP client pointed at it, `signIn(id)` a bearer token.
 */
export function serveVehicleSlice() {
  const sessions = fakeSessions();
  const { handlers } = createVehicleService({ sessions: sessions.verifier });
  return { ...serveSlice(handlers, { reset: resetVehicleMock }), signIn: sessions.signIn };
}
