export * from './vin';
export * from './vin-generator';
