import type { Vehicle } from '@autoparts/shared';
import { requireVehicle, vehicleById } from './vehicles';

/** The seeded customer (red-parts@example.com) is user 1 of the account slice. */
export const SEEDED_CUSTOMER_ID = 1;

function seededGarages(): Map<number, number[]> {
  const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const f150 = requireVehicle(2015, 'Ford', 'F-150', '3.5L V6 DOHC Twin Turbo');
  return new Map([[SEEDED_CUSTOMER_ID, [civic.id, f150.id]]]);
}

/**
 * The store is bounded: a garage keeps its newest `vehiclesPerGarage` vehicles (adding more drops
 * the oldest), and past `garages` garages the least recently changed one is dropped (a customer
 * evicted from the account slice leaves one behind), so no client can flood the memory.
 */
export const GARAGE_LIMITS = { vehiclesPerGarage: 100, garages: 10_000 } as const;

// user id -> vehicle ids in the order they were added, least recently changed garage first;
// lives as long as the mock process.
let garages = seededGarages();

function save(userId: number, ids: number[]): void {
  garages.delete(userId);
  garages.set(userId, ids.slice(-GARAGE_LIMITS.vehiclesPerGarage));
  while (garages.size > GARAGE_LIMITS.garages) garages.delete(garages.keys().next().value!);
}

export function resetGarages(): void {
  garages = seededGarages();
}

export function garageOf(userId: number): Vehicle[] {
  return (garages.get(userId) ?? []).flatMap((id) => vehicleById(id) ?? []);
}

/** Adds the vehicles not already there; a vehicle already in the garage is left as it is. */
export function addToGarage(userId: number, vehicleIds: readonly number[]): Vehicle[] {
  const ids = [...(garages.get(userId) ?? [])];
  for (const id of vehicleIds) if (!ids.includes(id)) ids.push(id);
  save(userId, ids);
  return garageOf(userId);
}

export function removeFromGarage(userId: number, vehicleId: number): Vehicle[] {
  save(
    userId,
    (garages.get(userId) ?? []).filter((id) => id !== vehicleId),
  );
  return garageOf(userId);
}
