import type { Db } from '@autoparts/service-kit';
import { SEEDED_CUSTOMER_ID, seededGarage } from '../data/garage';
import { garageVehicles } from './schema';

/** The demo customer's garage, in the order its vehicles were added. */
export async function seedVehicle(tx: Db): Promise<void> {
  await tx
    .insert(garageVehicles)
    .values(seededGarage().map((vehicleId) => ({ customerId: SEEDED_CUSTOMER_ID, vehicleId })));
}
