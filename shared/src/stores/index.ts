export { AuthResponseError, AuthStore, type AuthStoreDeps } from './auth.store';
export {
  CartStore,
  cartLineKey,
  type CartQuantityUpdate,
  type CartStoreDeps,
} from './cart.store';
export { CompareStore } from './compare.store';
export {
  CURRENCIES,
  CurrencyStore,
  DEFAULT_CURRENCY,
  findCurrency,
  formatPrice,
  type Currency,
  type CurrencyStoreDeps,
} from './currency.store';
export {
  GARAGE_MERGE_LIMIT,
  GarageStore,
  type GarageApi,
  type GarageSession,
  type GarageStoreDeps,
} from './garage.store';
export { LanguageStore, type LanguageStoreDeps } from './language.store';
export type { Notifier } from './notifier';
export { PendingActions, STORE_ACTION_DELAY_MS, timerDelay, type Delay } from './pending-actions';
export { ProductListStore, type ProductListStoreDeps } from './product-list.store';
export { createRootStore, type RootStore, type RootStoreDeps } from './root-store';
export {
  StoreProvider,
  useAuthStore,
  useCartStore,
  useCompareStore,
  useCurrencyStore,
  useGarageStore,
  useLanguageStore,
  useRootStore,
  useWishlistStore,
  type StoreProviderProps,
} from './store-provider';
export { WishlistStore } from './wishlist.store';
