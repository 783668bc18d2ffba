export {
  afterStorefrontStarts,
  checkStoredSession,
  getHttp,
  getStorefront,
  setStorefront,
  setStorefrontNavigator,
  startStorefront,
  type StartOptions,
  type Storefront,
} from './storefront';
export { StorefrontProvider, useHttpActivity } from './storefront-provider';
export { avatarImageUrl, brandImageUrl, productImageUrl } from './catalog-images';
export { preloadImage } from './preload-image';
