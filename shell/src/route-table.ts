import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from '@autoparts/shared/router';

/**
 * The shell's route table, for the parts of the layout that read a route's `handle` (which
 * headers a page shows). The storefront runs react-router's declarative router, a third of the
 * data router's bytes, and that router keeps no matches of its own to ask.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The `handle` of every route matching the current address, outermost first. */
export function useRouteHandles(): unknown[] {
  const table = useContext(RouteTableContext);
  const location = useLocation();
  return (matchRoutes(table, location) ?? []).map((match) => match.route.handle);
}
