export * from './storage-keys';
export * from './safe-storage';
export {
  cartItemSchema,
  isToken,
  tolerantListOf,
  productSchema,
  tokenPairSchema,
  userSchema,
  vehicleSchema,
} from './schemas';
