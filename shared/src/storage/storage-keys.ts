/**
 * Every browser-storage key of the storefront (spec §9, DESIGN.md "Browser storage keys").
 * `currency`, `language` and the tokens hold plain strings; the others hold JSON.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  cartItems: 'cartItems',
  compareItems: 'compareItems',
  wishlistItems: 'wishlistItems',
  currency: 'currency',
  language: 'language',
  garage: 'garage',
  currentVehicle: 'currentVehicle',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
