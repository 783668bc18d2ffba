import { serveSlice } from '@autoparts/shared/testing';
import { handlers, resetVehicleMock } from '../../mock';

/**
 * Serves the area's own mock slice over real HTTP for one test file (delays off, seeded garages
 * per test); `client()` is the storefront's HTTP client pointed at it.
 */
export const serveVehicleSlice = () => serveSlice(handlers, { reset: resetVehicleMock });
