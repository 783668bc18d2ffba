import { serveSlice } from '@autoparts/service-kit/testing';
import { createTestVehicleService } from '../../server/testing';

/**
 * Serves the area's own service over real HTTP for one test file (delays off, seeded garages per
 * test, on the file's own database); `client()` is the storefront's HTTP client pointed at it,
 * `signIn(id)` a bearer token.
 */
export function serveVehicleSlice() {
  const vehicle = createTestVehicleService();
  return { ...serveSlice(vehicle.handlers, vehicle), signIn: vehicle.signIn };
}
