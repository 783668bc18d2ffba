import type { SchemaPlan } from '@autoparts/service-kit';
import { vehicleMigrations } from './migrations';
import { seedVehicle } from './seed';

/** The vehicle schema: its migrations and the demo customer's garage. */
export const vehicleSchemaPlan: SchemaPlan = {
  schema: 'vehicle',
  migrations: vehicleMigrations,
  seeds: [{ id: 'seed', run: seedVehicle }],
};
