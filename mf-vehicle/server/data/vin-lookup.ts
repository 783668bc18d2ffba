import type { Vehicle } from '@autoparts/shared';
import {
  buildVin,
  decodeMake,
  decodeModelYear,
  DESCRIPTOR_LIMIT,
  descriptorOf,
  type VinProblem,
} from '../../src/lib/vin';
import { primaryWmi, wmiTable } from './wmi';

/** The development backend's English wording of a local VIN problem (the UI has its own keys). */
export function vinProblemText(problem: VinProblem): string {
  switch (problem.reason) {
    case 'length':
      return `A VIN has 17 characters; this one has ${problem.length}.`;
    case 'forbidden-letter':
      return `A VIN never contains the letters I, O or Q; position ${problem.position} is ${problem.letter}.`;
    case 'bad-character':
      return `A VIN holds only letters and digits; position ${problem.position} is '${problem.character}'.`;
    case 'check-digit':
      return `The check digit (position 9) should be ${problem.expected}, not ${problem.actual}: the VIN is mistyped.`;
  }
}

/** A prime multiplier that spreads sequential ids over the descriptor and serial ranges. */
const SPREAD = 7919;

export type VinMatch = { vehicle: Vehicle } | { vehicle: null; reason: string };

/**
 * VINs read and written over a data set, given its vehicles of a year and make in id order. The
 * VIN rules (the WMI table, the year code, the check digit) stay code: they are how a VIN is
 * read, shared with the storefront's validation, not records of the data set.
 */
export function vinLookup(vehiclesOfMake: (year: number, make: string) => Vehicle[]) {
  return {
    /**
     * The vehicle a (valid) VIN names: model year from position 10, make from the WMI, and among
     * the vehicles of that year and make the one positions 4-6 (the descriptor) point at, so the
     * same VIN always gives the same vehicle.
     */
    vehicleForVin(vin: string): VinMatch {
      const year = decodeModelYear(vin);
      if (year === null)
        return {
          vehicle: null,
          reason: `Position 10 '${vin.charAt(9)}' is not a model year code.`,
        };
      const make = decodeMake(vin, wmiTable);
      if (make === null)
        return {
          vehicle: null,
          reason: `No make is known for the manufacturer code ${vin.slice(0, 3)}.`,
        };
      const candidates = vehiclesOfMake(year, make);
      const vehicle = candidates[descriptorOf(vin) % Math.max(1, candidates.length)];
      return vehicle
        ? { vehicle }
        : { vehicle: null, reason: `There is no ${year} ${make} in the catalog.` };
    },

    /** A valid VIN that `vehicleForVin` resolves to this vehicle (seeds, tests, e2e typing). */
    vinForVehicle(vehicle: Vehicle): string {
      const wmi = primaryWmi(vehicle.make);
      const candidates = vehiclesOfMake(vehicle.year, vehicle.make);
      const index = candidates.findIndex(({ id }) => id === vehicle.id);
      if (!wmi || index < 0) throw new Error(`Vehicle ${vehicle.id} is not in the data set.`);
      // Any descriptor equal to the index modulo the candidates names the vehicle; a spread-out
      // one makes positions 4-6 look like a real vehicle descriptor instead of 000.
      const spread = (vehicle.id * SPREAD) % Math.floor(DESCRIPTOR_LIMIT / candidates.length);
      const descriptor = index + candidates.length * spread;
      return buildVin({
        wmi,
        year: vehicle.year,
        descriptor,
        serial: (vehicle.id * SPREAD) % 1_000_000,
      });
    },
  };
}
