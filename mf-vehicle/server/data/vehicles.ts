import type { Vehicle } from '@autoparts/shared';
import { catalog, type MakeCatalog } from './catalog';

export const FIRST_MODEL_YEAR = 1995;
export const LAST_MODEL_YEAR = 2026;

// Numeric collation so '3 Series' < '5 Series' < 'M3' and '1.5L' < '2.0L', as a picker lists them.
const collator = new Intl.Collator('en', { numeric: true });

function compareVehicles(a: Omit<Vehicle, 'id'>, b: Omit<Vehicle, 'id'>): number {
  return (
    a.year - b.year ||
    collator.compare(a.make, b.make) ||
    collator.compare(a.model, b.model) ||
    collator.compare(a.engine, b.engine)
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

export const vehicles: readonly Vehicle[] = generateVehicles(catalog);

const key = (text: string) => text.trim().toLowerCase();

function child<K, V>(map: Map<K, V>, at: K, create: () => V): V {
  let value = map.get(at);
  if (value === undefined) map.set(at, (value = create()));
  return value;
}

// year -> make -> model -> vehicles, keys lower-cased so a query's case does not matter.
const tree = new Map<number, Map<string, Map<string, Vehicle[]>>>();
for (const vehicle of vehicles) {
  const makes = child(tree, vehicle.year, () => new Map<string, Map<string, Vehicle[]>>());
  const models = child(makes, key(vehicle.make), () => new Map<string, Vehicle[]>());
  child(models, key(vehicle.model), (): Vehicle[] => []).push(vehicle);
}

/** Model years, newest first (the order a year select shows). */
export function modelYears(): number[] {
  return [...tree.keys()].sort((a, b) => b - a);
}

function firstNames(groups: Iterable<Vehicle[]>, name: (vehicle: Vehicle) => string): string[] {
  return [...groups].flatMap((group) => (group[0] ? [name(group[0])] : [])).sort(collator.compare);
}

export function makesOf(year: number): string[] {
  const makes = tree.get(year);
  return makes
    ? firstNames(
        [...makes.values()].map((models) => [...models.values()].flat()),
        (v) => v.make,
      )
    : [];
}

export function modelsOf(year: number, make: string): string[] {
  return firstNames(tree.get(year)?.get(key(make))?.values() ?? [], (vehicle) => vehicle.model);
}

/** The vehicles (one per engine) of a year, make and model, in id order. */
export function enginesOf(year: number, make: string, model: string): Vehicle[] {
  return [...(tree.get(year)?.get(key(make))?.get(key(model)) ?? [])];
}

/** Every vehicle of a year and make, in id order. */
export function vehiclesOfMake(year: number, make: string): Vehicle[] {
  const models = tree.get(year)?.get(key(make));
  return models ? [...models.values()].flat().sort((a, b) => a.id - b.id) : [];
}

export function vehicleById(id: number): Vehicle | undefined {
  const vehicle = vehicles[id - 1];
  return vehicle?.id === id ? vehicle : undefined;
}

/** A vehicle named by its fields; throws when absent, since callers name vehicles they seed. */
export function requireVehicle(year: number, make: string, model: string, engine: string): Vehicle {
  const found = enginesOf(year, make, model).find((vehicle) => vehicle.engine === engine);
  if (!found) throw new Error(`No ${year} ${make} ${model} ${engine} in the vehicle data set.`);
  return found;
}
