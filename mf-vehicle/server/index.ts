import type { HttpHandler } from 'msw';
import {
  AreaData,
  systemClock,
  type Clock,
  type DatabaseOpener,
  type SessionVerifier,
} from '@autoparts/service-kit';
import { vehicleSchemaPlan } from './db/plan';
import { Garages } from './garages';
import { catalogHandlers } from './handlers/catalog';
import { garageHandlers } from './handlers/garage';
import { lookupHandlers } from './handlers/lookup';

export interface VehicleServiceDeps {
  /** Opens the vehicle area's database (its schema is prepared on first use). */
  database: DatabaseOpener;
  /** The account service's check of bearer tokens. */
  sessions: SessionVerifier;
  clock?: Clock;
}

export interface VehicleService {
  readonly area: 'vehicle';
  readonly data: AreaData;
  readonly handlers: HttpHandler[];
  /** Back to the seed: every garage dropped and the demo customer's written again. */
  reset(): Promise<void>;
}

/**
 * The vehicle service: the catalogue and VIN lookups (data in code) and the signed-in customers'
 * garages, over the `vehicle` schema. No state outside its database.
 */
export function createVehicleService({
  database,
  sessions,
  clock = systemClock,
}: VehicleServiceDeps): VehicleService {
  const data = new AreaData(database, vehicleSchemaPlan);
  const garages = new Garages(data, clock);
  return {
    area: 'vehicle',
    data,
    handlers: [...catalogHandlers, ...lookupHandlers, ...garageHandlers(sessions, garages)],
    reset: () => data.reset(),
  };
}

export { vehicleOperations as operations } from './operations';

// The data set for other slices (the catalog's products name these vehicle ids).
export { sampleVins, vehicleById, vehicles, vinForVehicle, wmiTable, type SampleVin } from './data';
