export { FIRST_MODEL_YEAR, LAST_MODEL_YEAR, vehicles } from './vehicles';
export { indexVehicles, type VehicleIndex } from './vehicle-index';
export {
  enginesOf,
  makesOf,
  modelYears,
  requireVehicle,
  vehicleById,
  vehicleForVin,
  vinForVehicle,
} from './reference';
export { wmiTable, wmisByMake } from './wmi';
export { vinProblemText } from './vin-lookup';
export { sampleVins, type SampleVin } from './sample-vins';
export { SEEDED_CUSTOMER_ID, seededGarage } from './garage';
