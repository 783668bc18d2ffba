import type { ProductCompatibility } from '@autoparts/shared';
import { chance, intBetween, type Random } from './random';

/**
 * The vehicle slice (mf-vehicle/mock) owns the vehicles and numbers them 1..N with N >= 2000.
 * The shop slice may not import it, so fitment lists only reference ids up to this bound: the
 * one assumption this slice makes about another slice's data.
 */
export const VEHICLE_ID_MAX = 2000;

/** Departments whose parts fit any car (oils, tools). */
const UNIVERSAL_DEPARTMENTS = new Set(['oils-fluids', 'tools-garage']);

/**
 * Fitment as a catalogue lists it: a few runs of neighbouring vehicle ids (the same model over
 * several years or engines), or 'all' for universal parts, or 'unknown' when data is missing.
 */
export function sampleCompatibility(random: Random, department: string): ProductCompatibility {
  if (UNIVERSAL_DEPARTMENTS.has(department)) return chance(random, 0.9) ? 'all' : 'unknown';
  const roll = random();
  if (roll < 0.15) return 'all';
  if (roll < 0.27) return 'unknown';
  const ids = new Set<number>();
  const runs = intBetween(random, 1, 4);
  for (let r = 0; r < runs; r++) {
    const length = intBetween(random, 2, 12);
    const start = intBetween(random, 1, VEHICLE_ID_MAX - length + 1);
    for (let id = start; id < start + length; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
