import type { KyInstance } from 'ky';
import { tolerantListOf, vehicleSchema } from '../storage';
import { validateWith } from '../validation';
import type { GarageApi } from '../stores/garage.store';
import { QUIET } from './http-client';

const garageSchema = tolerantListOf(vehicleSchema);

/** Only the vehicles of the answer; anything else in it is dropped rather than shown broken. */
function vehiclesOf(body: unknown) {
  const checked = validateWith(garageSchema, body);
  return checked.ok ? checked.value : [];
}

/**
 * The signed-in account's garage (mf-vehicle's slice). Quiet calls: the garage store keeps the
 * local change on failure and tells the visitor itself, so the client must not toast as well.
 */
export function createGarageApi(http: KyInstance): GarageApi {
  const options = { context: QUIET };
  return {
    async list() {
      return vehiclesOf(await http.get('vehicle/garage', options).json());
    },
    async add(vehicle) {
      await http.post('vehicle/garage', { ...options, json: { vehicleId: vehicle.id } }).text();
    },
    async remove(vehicleId) {
      await http.delete(`vehicle/garage/${vehicleId}`, options).text();
    },
    async merge(vehicleIds) {
      const json = { vehicleIds: [...vehicleIds] };
      return vehiclesOf(await http.post('vehicle/garage', { ...options, json }).json());
    },
  };
}
