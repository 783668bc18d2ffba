import type { SchemaPlan } from '@autoparts/service-kit';
import { vehicleMigrations } from './migrations';
import { seedReferenceVehicles, seedVehicle } from './seed';

/**
 * The vehicle schema: its migrations, the demo customer's garage and the reference vehicles,
 * each seed written once (a schema seeded before the vehicles moved into it gets them on its
 * next start, its garages untouched).
 */
export const vehicleSchemaPlan: SchemaPlan = {
  schema: 'vehicle',
  migrations: vehicleMigrations,
  seeds: [
    { id: 'seed', run: seedVehicle },
    { id: 'vehicles', run: seedReferenceVehicles },
  ],
};
