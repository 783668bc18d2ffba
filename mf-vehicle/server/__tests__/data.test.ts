/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { validateVin } from '../../src/lib/vin';
import {
  FIRST_MODEL_YEAR,
  LAST_MODEL_YEAR,
  enginesOf,
  makesOf,
  modelYears,
  sampleVins,
  vehicleById,
  vehicleForVin,
  vehicles,
  vinForVehicle,
  wmiTable,
} from '../data';

describe('vehicle data set', () => {
  it('is large and realistic enough to pick from', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(vehicles.map((vehicle) => vehicle.make)).size).toBeGreaterThanOrEqual(30);
    expect(modelYears()).toEqual(
      Array.from({ length: LAST_MODEL_YEAR - FIRST_MODEL_YEAR + 1 }, (_, i) => LAST_MODEL_YEAR - i),
    );
  });

  it('numbers vehicles 1..N, each year/make/model/engine once', () => {
    expect(vehicles.map((vehicle) => vehicle.id)).toEqual(vehicles.map((_, index) => index + 1));
    const names = new Set(vehicles.map((v) => `${v.year} ${v.make} ${v.model} ${v.engine}`));
    expect(names.size).toBe(vehicles.length);
    expect(vehicleById(1)).toBe(vehicles[0]);
    expect(vehicleById(vehicles.length + 1)).toBeUndefined();
  });

  it('is deterministic: the same vehicles keep the same ids', () => {
    expect(enginesOf(2019, 'Honda', 'Civic').map(({ engine }) => engine)).toEqual([
      '1.5L L4 DOHC Turbo',
      '2.0L L4 DOHC',
    ]);
    expect(vehicles[0]).toEqual({
      id: 1,
      year: 1995,
      make: 'Acura',
      model: 'Integra',
      engine: '1.8L L4 DOHC',
    });
  });

  it('lists makes in alphabetical order with numeric names in place', () => {
    const makes = makesOf(2019);
    expect([...makes].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(makes);
  });

  it('has a WMI for every make', () => {
    const known = new Set(Object.values(wmiTable));
    for (const make of new Set(vehicles.map((vehicle) => vehicle.make)))
      expect(known).toContain(make);
  });
});

describe('sample VINs', () => {
  it('are valid and name their vehicle, in both year cycles', () => {
    expect(sampleVins.length).toBeGreaterThanOrEqual(60);
    for (const { vin, vehicle } of sampleVins) {
      expect(validateVin(vin)).toEqual({ valid: true, vin });
      expect(vehicleForVin(vin)).toEqual({ vehicle });
    }
    expect(sampleVins.some(({ vehicle }) => vehicle.year < 2010)).toBe(true);
    expect(sampleVins.some(({ vehicle }) => vehicle.year >= 2010)).toBe(true);
  });

  it('can be built for any vehicle of the data set', () => {
    for (const vehicle of vehicles.filter((_, index) => index % 97 === 0)) {
      expect(vehicleForVin(vinForVehicle(vehicle))).toEqual({ vehicle });
    }
  });
});
