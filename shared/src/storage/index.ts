export * from './storage-keys';
export * from './safe-storage';
export { followOtherTabs, type TabFollower } from './other-tabs';
export { SharedStoredJson } from './shared-stored-json';
export {
  cartItemSchema,
  isToken,
  tolerantListOf,
  productSchema,
  tokenPairSchema,
  userSchema,
  vehicleSchema,
} from './schemas';
