import { indexVehicles } from './vehicle-index';
import { vehicles } from './vehicles';

/**
 * The code data set indexed as the service indexes its table: what seeds, sample VINs, tests and
 * the other slices name vehicles by. The service's answers come from `vehicle.vehicles` (see
 * VehicleReadModel), which the `vehicles` seed fills with this same set.
 */
export const {
  modelYears,
  makesOf,
  enginesOf,
  vehicleById,
  requireVehicle,
  vehicleForVin,
  vinForVehicle,
} = indexVehicles(vehicles);
