export * from './vehicles';
export { wmiTable, wmisByMake } from './wmi';
export { vehicleForVin, vinForVehicle, vinProblemText } from './vin-lookup';
export { sampleVins, type SampleVin } from './sample-vins';
export { searchVehicles } from './search';
export { SEEDED_CUSTOMER_ID, seededGarage } from './garage';
