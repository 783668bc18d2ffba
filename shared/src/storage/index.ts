export * from './storage-keys';
export * from './safe-storage';
export {
  cartItemSchema,
  tolerantListOf,
  productSchema,
  tokenPairSchema,
  userSchema,
  vehicleSchema,
} from './schemas';
