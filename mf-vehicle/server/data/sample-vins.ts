import type { Vehicle } from '@autoparts/shared';
import { vinForVehicle } from './reference';
import { vehicles } from './vehicles';

export interface SampleVin {
  vin: string;
  vehicle: Vehicle;
}

function sample(vehicle: Vehicle | undefined): SampleVin[] {
  return vehicle ? [{ vin: vinForVehicle(vehicle), vehicle }] : [];
}

/**
 * Known-good VINs: for every make, one for its first vehicle of its oldest model year and one for
 * its last vehicle of its newest (so both year cycles of position 7 are covered).
 */
export const sampleVins: readonly SampleVin[] = [
  ...new Set(vehicles.map((vehicle) => vehicle.make)),
].flatMap((make) => {
  const ofMake = vehicles.filter((vehicle) => vehicle.make === make);
  return [...sample(ofMake[0]), ...sample(ofMake.at(-1))];
});
