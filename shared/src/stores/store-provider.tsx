import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export interface StoreProviderProps {
  store: RootStore;
  children?: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useRootStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) {
    throw new Error(
      'The storefront stores are missing: render this component inside <StoreProvider store={createRootStore(...)}>.',
    );
  }
  return store;
}

export const useAuthStore = () => useRootStore().auth;
export const useCartStore = () => useRootStore().cart;
export const useWishlistStore = () => useRootStore().wishlist;
export const useCompareStore = () => useRootStore().compare;
export const useGarageStore = () => useRootStore().garage;
export const useCurrencyStore = () => useRootStore().currency;
export const useLanguageStore = () => useRootStore().language;
