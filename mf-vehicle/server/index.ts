import type { HttpHandler } from 'msw';
import type { SessionVerifier } from '@autoparts/service-kit';
import { resetGarages } from './data';
import { catalogHandlers } from './handlers/catalog';
import { garageHandlers } from './handlers/garage';
import { lookupHandlers } from './handlers/lookup';

/** The vehicle service; `sessions` is the account service's check of bearer tokens. */
export function createVehicleService({ sessions }: { sessions: SessionVerifier }): {
  handlers: HttpHandler[];
} {
  return { handlers: [...catalogHandlers, ...lookupHandlers, ...garageHandlers(sessions)] };
}

export { vehicleOperations as operations } from './operations';

// The data set for other slices (the catalog's products name these vehicle ids).
export { sampleVins, vehicleById, vehicles, vinForVehicle, wmiTable, type SampleVin } from './data';

/** Puts the slice's changeable state (the garages) back to its seed, for tests. */
export function resetVehicleMock(): void {
  resetGarages();
}
