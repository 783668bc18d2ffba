import { ApiError, type Vehicle } from '@autoparts/shared';
import type { AreaApi } from '../api/area-api';
import type { CatalogApi, FittingParts } from '../api/catalog.api';
import type { VehicleApi } from '../api/vehicle.api';

export const CIVIC: Vehicle = {
  id: 101,
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  engine: '2.0L L4 DOHC',
};
export const CIVIC_TURBO: Vehicle = { ...CIVIC, id: 102, engine: '1.5L L4 DOHC Turbo' };
export const F150: Vehicle = {
  id: 201,
  year: 2015,
  make: 'Ford',
  model: 'F-150',
  engine: '3.5L V6 DOHC Twin Turbo',
};
export const VIN_VEHICLE: Vehicle = {
  id: 301,
  year: 2019,
  make: 'Honda',
  model: 'Accord',
  engine: '1.5L L4 DOHC Turbo',
};

/** A VIN with a correct check digit (the mock slice's sample for a 2019 Honda). */
export const VALID_VIN = '1HGWXSEG9KU366141';

const ALL = [CIVIC, CIVIC_TURBO, F150, VIN_VEHICLE];

export const FITTING_PARTS: FittingParts = {
  total: 412,
  categories: [
    { slug: 'brakes', name: 'Brakes', count: 120 },
    { slug: 'engine', name: 'Engine', count: 292 },
  ],
};

/**
 * An in-memory vehicle slice answering at once; tests replace single calls (jest.fn) to hold an
 * answer back or make it fail.
 */
export function fakeVehicleApi(): jest.Mocked<VehicleApi> {
  return {
    years: jest.fn(async () => [2019, 2015]),
    makes: jest.fn(async (year: number) => (year === 2019 ? ['Honda'] : ['Ford'])),
    models: jest.fn(async (year: number, make: string) => [
      ...new Set(ALL.filter((v) => v.year === year && v.make === make).map((v) => v.model)),
    ]),
    engines: jest.fn(async (year: number, make: string, model: string) =>
      ALL.filter((v) => v.year === year && v.make === make && v.model === model),
    ),
    vehicleById: jest.fn(async (id: number) => {
      const vehicle = ALL.find((v) => v.id === id);
      if (!vehicle) throw new ApiError(404, null, 'Not Found');
      return vehicle;
    }),
    vehicleByVin: jest.fn(async (vin: string) => (vin === VALID_VIN ? VIN_VEHICLE : null)),
  };
}

export interface FakeAreaApi extends AreaApi {
  vehicles: jest.Mocked<VehicleApi>;
  catalog: jest.Mocked<CatalogApi>;
}

export function fakeAreaApi(): FakeAreaApi {
  return {
    vehicles: fakeVehicleApi(),
    catalog: { fittingParts: jest.fn(async (_vehicleId: number) => FITTING_PARTS) },
  };
}
