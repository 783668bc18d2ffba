import type { ProductCompatibility, Vehicle } from '@autoparts/shared';
import { vehicles } from './vehicles';
import { chance, intBetween, type Random } from './random';

/*
 * The vehicle area owns the vehicles (ids 1..N); the catalogue's fitment lists name them, as a
 * real catalogue names the ids of the vehicle service it is fed from (see vehicles.ts).
 */
export const VEHICLE_ID_MAX = vehicles.length;

/** Departments whose parts fit any car (oils, tools). */
const UNIVERSAL_DEPARTMENTS = new Set(['oils-fluids', 'tools-garage']);

/** make -> model -> every vehicle of that model (all years and engines). */
const lineups = new Map<string, Map<string, Vehicle[]>>();
for (const vehicle of vehicles) {
  let models = lineups.get(vehicle.make);
  if (!models) lineups.set(vehicle.make, (models = new Map()));
  let lineup = models.get(vehicle.model);
  if (!lineup) models.set(vehicle.model, (lineup = []));
  lineup.push(vehicle);
}

/** The ids of one model's vehicles, every engine, over `span` model years around `year`. */
function modelYears(lineup: readonly Vehicle[], year: number, span: number): number[] {
  const from = year - Math.floor(span / 2);
  const to = from + span - 1;
  return lineup.filter((v) => v.year >= from && v.year <= to).map((v) => v.id);
}

/**
 * Fitment as a catalogue lists it: 'all' for universal parts, 'unknown' when data is missing, or
 * a model generation (a span of model years, every engine), often with sister models of the same
 * make over spans of their own around the same year. The first model is that of a vehicle drawn
 * from the whole data set, so makes and years weigh as much as they have vehicles.
 */
export function sampleCompatibility(random: Random, department: string): ProductCompatibility {
  if (UNIVERSAL_DEPARTMENTS.has(department)) return chance(random, 0.9) ? 'all' : 'unknown';
  const roll = random();
  if (roll < 0.15) return 'all';
  if (roll < 0.27) return 'unknown';
  const models = intBetween(random, 1, 4);
  const ids = new Set<number>();
  let anchor: Vehicle | undefined;
  for (let m = 0; m < models; m++) {
    const span = intBetween(random, 6, 14);
    const drawn = vehicles[intBetween(random, 0, vehicles.length - 1)]!;
    anchor ??= drawn;
    // A sister model: the drawn vehicle only says which of the make's models.
    const lineup = lineups.get(anchor.make)!;
    const names = [...lineup.keys()];
    // Four draws: a part made for the whole make's range of those years (bulbs, wipers, filters).
    const chosen =
      m === 0 ? [anchor.model] : models === 4 ? names : [names[drawn.id % names.length]!];
    for (const model of chosen) {
      for (const id of modelYears(lineup.get(model)!, anchor.year, span)) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}
