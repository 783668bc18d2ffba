import { followOtherTabs, type StorageLike } from '../storage';
import type { AuthApi, CartItem } from '../types';
import { AuthStore } from './auth.store';
import { CartStore } from './cart.store';
import { CompareStore } from './compare.store';
import { CurrencyStore } from './currency.store';
import { GarageStore, type GarageApi } from './garage.store';
import { LanguageStore } from './language.store';
import type { Notifier } from './notifier';
import type { Delay } from './pending-actions';
import { WishlistStore } from './wishlist.store';

export interface RootStoreDeps {
  storage: StorageLike;
  authApi: AuthApi;
  notifier: Notifier;
  /** The 350 ms of cart, wishlist and compare actions; setTimeout when absent. */
  delay?: Delay;
  /** The page whose <html> follows the language's `lang` and `dir`. */
  document?: Document;
  /** Read for the `?lang=` parameter. */
  location?: { search: string };
  browserLanguages?: readonly string[];
  onLanguageChange?: (code: string) => void;
  /** Called after each cart add; its result and failure are ignored (spec §7). */
  onCartAdd?: (item: CartItem) => unknown;
  garageApi?: GarageApi;
  /** The visitor's country for sign-in (spec §7); none asked when absent. */
  countryCode?: () => Promise<string>;
  /**
   * The page's window, whose `storage` events tell every store what other tabs wrote to
   * `storage`; absent, the stores see only their own tab's changes.
   */
  otherTabs?: EventTarget;
}

/** Every cross-area store (DESIGN.md): one instance per page, a fresh one per test. */
export interface RootStore {
  auth: AuthStore;
  cart: CartStore;
  wishlist: WishlistStore;
  compare: CompareStore;
  garage: GarageStore;
  currency: CurrencyStore;
  language: LanguageStore;
}

export function createRootStore(deps: RootStoreDeps): RootStore {
  const { storage, notifier, delay } = deps;
  // The garage follows the session: it syncs with the account's garage once signed in.
  const auth = new AuthStore({ storage, api: deps.authApi, countryCode: deps.countryCode });
  const stores: RootStore = {
    auth,
    cart: new CartStore({ storage, notifier, delay, onAdd: deps.onCartAdd }),
    wishlist: new WishlistStore({ storage, notifier, delay }),
    compare: new CompareStore({ storage, notifier, delay }),
    garage: new GarageStore({ storage, api: deps.garageApi, session: auth, notifier }),
    currency: new CurrencyStore({ storage }),
    language: new LanguageStore({
      storage,
      document: deps.document,
      location: deps.location,
      browserLanguages: deps.browserLanguages,
      onChange: deps.onLanguageChange,
    }),
  };
  // Lives as long as the page, so the disposer is not kept.
  if (deps.otherTabs) followOtherTabs(deps.otherTabs, storage, Object.values(stores));
  return stores;
}
