import { createContext, useContext, type ReactNode } from 'react';
import { StoreProvider } from '../stores';
import type { HttpActivity } from '../api';
import type { Storefront } from './storefront';

const ActivityContext = createContext<HttpActivity | null>(null);

/** Gives a React tree the storefront's stores and HTTP activity. */
export function StorefrontProvider({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={storefront.stores}>
      <ActivityContext.Provider value={storefront.activity}>{children}</ActivityContext.Provider>
    </StoreProvider>
  );
}

export function useHttpActivity(): HttpActivity {
  const activity = useContext(ActivityContext);
  if (!activity) throw new Error('useHttpActivity() needs a <StorefrontProvider>.');
  return activity;
}
