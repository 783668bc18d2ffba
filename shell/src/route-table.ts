import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from '@autoparts/shared/router';

type RouteMatch = NonNullable<ReturnType<typeof matchRoutes>>[number];

/**
 * The shell's route table, for the parts of the layout that read a route's `handle` (which
 * headers a page shows). The storefront runs react-router's declarative router, a third of the
 * data router's bytes, and that router keeps no matches of its own to ask.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

/**
 * Each table's last match, by address. react-router matches from scratch on every call (its
 * ranking and a regular expression per route: ~1 ms for the shell's table on a laptop, five the
 * first time), and the header asks on every render, several times while a page starts.
 */
const lastMatches = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] }>();

export function matchTable(table: RouteObject[], pathname: string): RouteMatch[] {
  const last = lastMatches.get(table);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(table, pathname) ?? [];
  lastMatches.set(table, { pathname, matches });
  return matches;
}

/** The `handle` of every route matching the current address, outermost first. */
export function useRouteHandles(): unknown[] {
  const table = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return matchTable(table, pathname).map((match) => match.route.handle);
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
  for (const match of matchTable(table, location.pathname)) {
    (match.route.handle as FirstScreenHandle | undefined)?.startWithShell?.();
  }
}
