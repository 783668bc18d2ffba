import type { Vehicle } from '@autoparts/shared';
import { vehicleCollator } from './collation';
import { vehicleSearch } from './search';
import { vinLookup } from './vin-lookup';

const key = (text: string) => text.trim().toLowerCase();

function child<K, V>(map: Map<K, V>, at: K, create: () => V): V {
  let value = map.get(at);
  if (value === undefined) map.set(at, (value = create()));
  return value;
}

function firstNames(groups: Iterable<Vehicle[]>, name: (vehicle: Vehicle) => string): string[] {
  return [...groups]
    .flatMap((group) => (group[0] ? [name(group[0])] : []))
    .sort(vehicleCollator.compare);
}

/**
 * Every question the vehicle API asks of its data set, answered from memory: the year, make,
 * model and engine selects, ids, the text search and the VIN lookup. The service builds one from
 * its `vehicle.vehicles` table; the code data set has one too (seeds, sample VINs, tests).
 */
export function indexVehicles(list: readonly Vehicle[]) {
  const inIdOrder = [...list].sort((a, b) => a.id - b.id);
  const byId = new Map(inIdOrder.map((vehicle) => [vehicle.id, vehicle]));
  // year -> make -> model -> vehicles in id order, keys lower-cased so a query's case does not matter.
  const tree = new Map<number, Map<string, Map<string, Vehicle[]>>>();
  for (const vehicle of inIdOrder) {
    const makes = child(tree, vehicle.year, () => new Map<string, Map<string, Vehicle[]>>());
    const models = child(makes, key(vehicle.make), () => new Map<string, Vehicle[]>());
    child(models, key(vehicle.model), (): Vehicle[] => []).push(vehicle);
  }

  /** The vehicles (one per engine) of a year, make and model, in id order. */
  const enginesOf = (year: number, make: string, model: string): Vehicle[] => [
    ...(tree.get(year)?.get(key(make))?.get(key(model)) ?? []),
  ];

  /** Every vehicle of a year and make, in id order. */
  function vehiclesOfMake(year: number, make: string): Vehicle[] {
    const models = tree.get(year)?.get(key(make));
    return models ? [...models.values()].flat().sort((a, b) => a.id - b.id) : [];
  }

  return {
    size: inIdOrder.length,

    /** Model years, newest first (the order a year select shows). */
    modelYears: (): number[] => [...tree.keys()].sort((a, b) => b - a),

    makesOf(year: number): string[] {
      const makes = tree.get(year);
      return makes
        ? firstNames(
            [...makes.values()].map((models) => [...models.values()].flat()),
            (v) => v.make,
          )
        : [];
    },

    modelsOf: (year: number, make: string): string[] =>
      firstNames(tree.get(year)?.get(key(make))?.values() ?? [], (vehicle) => vehicle.model),

    enginesOf,
    vehiclesOfMake,
    vehicleById: (id: number): Vehicle | undefined => byId.get(id),

    /** A vehicle named by its fields; throws when absent, since callers name vehicles they seed. */
    requireVehicle(year: number, make: string, model: string, engine: string): Vehicle {
      const found = enginesOf(year, make, model).find((vehicle) => vehicle.engine === engine);
      if (!found) throw new Error(`No ${year} ${make} ${model} ${engine} in the vehicle data set.`);
      return found;
    },

    searchVehicles: vehicleSearch(inIdOrder),
    ...vinLookup(vehiclesOfMake),
  };
}

export type VehicleIndex = ReturnType<typeof indexVehicles>;
