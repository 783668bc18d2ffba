import type { Vehicle } from '@autoparts/shared';
import { requireVehicle, vehicleById } from './vehicles';

/** The seeded customer (red-parts@example.com) is user 1 of the account slice. */
export const SEEDED_CUSTOMER_ID = 1;

function seededGarages(): Map<number, number[]> {
  const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const f150 = requireVehicle(2015, 'Ford', 'F-150', '3.5L V6 DOHC Twin Turbo');
  return new Map([[SEEDED_CUSTOMER_ID, [civic.id, f150.id]]]);
}

// user id -> vehicle ids in the order they were added; lives as long as the mock process.
let garages = seededGarages();

export function resetGarages(): void {
  garages = seededGarages();
}

export function garageOf(userId: number): Vehicle[] {
  return (garages.get(userId) ?? []).flatMap((id) => vehicleById(id) ?? []);
}

/** Adds the vehicles not already there; a vehicle already in the garage is left as it is. */
export function addToGarage(userId: number, vehicleIds: readonly number[]): Vehicle[] {
  const ids = garages.get(userId) ?? [];
  for (const id of vehicleIds) if (!ids.includes(id)) ids.push(id);
  garages.set(userId, ids);
  return garageOf(userId);
}

export function removeFromGarage(userId: number, vehicleId: number): Vehicle[] {
  garages.set(
    userId,
    (garages.get(userId) ?? []).filter((id) => id !== vehicleId),
  );
  return garageOf(userId);
}
