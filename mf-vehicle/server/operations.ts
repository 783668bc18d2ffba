import type { ApiOperation } from '@autoparts/service-kit';
import { sampleVins } from './data';
import { engineQuery, makeQuery, modelQuery } from './handlers/catalog';
import { addBody } from './handlers/garage';
import { textQuery } from './handlers/lookup';

const { vin, vehicle } = sampleVins[0]!;
const year = String(vehicle.year);

/**
 * Every endpoint of the vehicle slice, with sample requests over its data set (for the fuzz). The
 * garage is the seeded customer's, whom the fuzz signs in as.
 */
export const vehicleOperations: ApiOperation[] = [
  { method: 'GET', path: '/api/vehicle/years' },
  { method: 'GET', path: '/api/vehicle/makes', query: { schema: makeQuery, valid: { year } } },
  {
    method: 'GET',
    path: '/api/vehicle/models',
    query: { schema: modelQuery, valid: { year, make: vehicle.make } },
  },
  {
    method: 'GET',
    path: '/api/vehicle/engines',
    query: { schema: engineQuery, valid: { year, make: vehicle.make, model: vehicle.model } },
  },
  {
    method: 'GET',
    path: `/api/vehicle/vehicles/${vehicle.id}`,
    pattern: '/api/vehicle/vehicles/:id',
  },
  { method: 'GET', path: `/api/vehicle/vin/${vin}`, pattern: '/api/vehicle/vin/:vin' },
  {
    method: 'GET',
    path: '/api/vehicle/lookup',
    query: { schema: textQuery, valid: { query: `${year} ${vehicle.make}`, limit: '5' } },
  },
  { method: 'GET', path: '/api/vehicle/garage', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/vehicle/garage',
    auth: 'customer',
    body: { schema: addBody, valid: { vehicleId: vehicle.id, vehicleIds: [vehicle.id] } },
  },
  {
    method: 'DELETE',
    path: `/api/vehicle/garage/${vehicle.id}`,
    pattern: '/api/vehicle/garage/:id',
    auth: 'customer',
  },
];
