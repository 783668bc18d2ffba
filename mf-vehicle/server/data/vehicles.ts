import type { Vehicle } from '@autoparts/shared';
import { catalog, type MakeCatalog } from './catalog';
import { vehicleCollator } from './collation';

export const FIRST_MODEL_YEAR = 1995;
export const LAST_MODEL_YEAR = 2026;

function compareVehicles(a: Omit<Vehicle, 'id'>, b: Omit<Vehicle, 'id'>): number {
  return (
    a.year - b.year ||
    vehicleCollator.compare(a.make, b.make) ||
    vehicleCollator.compare(a.model, b.model) ||
    vehicleCollator.compare(a.engine, b.engine)
  );
}

/** Every model year x engine of the table within 1995-2026, ids 1..N in (year, make, model, engine) order. */
function generateVehicles(table: MakeCatalog): Vehicle[] {
  const unique = new Map<string, Omit<Vehicle, 'id'>>();
  for (const [make, generations] of Object.entries(table)) {
    for (const [model, from, to, engines] of generations) {
      for (
        let year = Math.max(from, FIRST_MODEL_YEAR);
        year <= Math.min(to, LAST_MODEL_YEAR);
        year += 1
      ) {
        for (const engine of engines)
          unique.set(`${year}|${make}|${model}|${engine}`, { year, make, model, engine });
      }
    }
  }
  return [...unique.values()]
    .sort(compareVehicles)
    .map((vehicle, index) => ({ id: index + 1, ...vehicle }));
}

/**
 * The reference vehicles as code: what the `vehicles` seed writes into `vehicle.vehicles` (the
 * service answers from that table) and what `npm run feeds` gives the shop. The table is seeded
 * once, so a change here reaches an existing database only through a seed of a new id.
 */
export const vehicles: readonly Vehicle[] = generateVehicles(catalog);
