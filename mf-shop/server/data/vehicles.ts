import type { Vehicle } from '@autoparts/shared';
import feed from './vehicle-references.json';

/**
 * The vehicles the catalogue's fitment names: the vehicle area's data set (its ids 1..N), as the
 * shop receives it (`npm run feeds` writes vehicle-references.json from the vehicle area's data;
 * platform's vehicle-feed test holds the two together). The shop never imports that area's code.
 */
/** make -> model -> engine -> [year, id] pairs. */
type Feed = Record<string, Record<string, Record<string, number[][]>>>;

function vehiclesOf(references: Feed): Vehicle[] {
  const list: Vehicle[] = [];
  for (const [make, models] of Object.entries(references))
    for (const [model, engines] of Object.entries(models))
      for (const [engine, years] of Object.entries(engines))
        for (const [year, id] of years) list.push({ id: id!, year: year!, make, model, engine });
  return list.sort((a, b) => a.id - b.id);
}

export const vehicles: readonly Vehicle[] = vehiclesOf(feed);

/** A vehicle named by its fields; throws when absent, since callers name vehicles they seed. */
export function requireVehicle(year: number, make: string, model: string, engine: string): Vehicle {
  const found = vehicles.find(
    (v) => v.year === year && v.make === make && v.model === model && v.engine === engine,
  );
  if (!found) throw new Error(`No ${year} ${make} ${model} ${engine} in the vehicle references.`);
  return found;
}
