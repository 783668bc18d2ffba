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
import { VehicleReadModel } from './vehicle-read-model';

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
  /**
   * Back to the seed: every garage dropped, the demo customer's and the reference vehicles
   * written again, and the vehicles read anew.
   */
  reset(): Promise<void>;
  /** Opens the database and reads the vehicles, so the first request waits for neither. */
  warmUp(): Promise<void>;
}

/**
 * The vehicle service: the catalogue and VIN lookups (over the reference vehicles read from
 * `vehicle.vehicles` into memory) and the signed-in customers' garages, over the `vehicle`
 * schema. No state outside its database but that read model.
 */
export function createVehicleService({
  database,
  sessions,
  clock = systemClock,
}: VehicleServiceDeps): VehicleService {
  const data = new AreaData(database, vehicleSchemaPlan);
  const vehicles = new VehicleReadModel(data);
  const garages = new Garages(data, vehicles, clock);
  return {
    area: 'vehicle',
    data,
    handlers: [
      ...catalogHandlers(vehicles),
      ...lookupHandlers(vehicles),
      ...garageHandlers(sessions, garages, vehicles),
    ],
    async reset() {
      await data.reset();
      await vehicles.reload();
    },
    warmUp: async () => void (await vehicles.index()),
  };
}

export { vehicleOperations as operations } from './operations';

// The code data set the table is seeded from, for other slices (the shop names these vehicle ids).
export { sampleVins, vehicleById, vehicles, vinForVehicle, wmiTable, type SampleVin } from './data';
