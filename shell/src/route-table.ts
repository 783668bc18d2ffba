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

/** A route's `handle` may name what its page shows on the first screen, to start with the shell. */
export interface FirstScreenHandle {
  /** Starts downloading the page's remote part as the shell starts, before its first render. */
  startWithShell?: () => void;
}

/**
 * Starts what the page the visitor opened shows first (an area, the home page's blocks) while the
 * shell starts, instead of after the shell's first render discovers it.
 */
export function startOpeningPage(table: RouteObject[], location: { pathname: string }): void {
  for (const match of matchRoutes(table, location) ?? []) {
    (match.route.handle as FirstScreenHandle | undefined)?.startWithShell?.();
  }
}
