import { matchPath, type PathMatch } from '../router';
import type { LazyPage } from './lazy-page';

/** A row of an area's route table: its path below the area's home (`/` the home itself). */
export interface AreaRoute {
  path: string;
  /** The lazy page the route renders, started early when the area opens on it. */
  page?: Pick<LazyPage<never>, 'preload'>;
}

/**
 * The first route of `routes` that `pathname` matches below the area's `home` (the table's order
 * decides: home first, the catch-all last), with its match; none for an address outside the area.
 */
export function matchAreaRoute<R extends AreaRoute>(
  home: string,
  routes: readonly R[],
  pathname: string,
): { route: R; match: PathMatch } | undefined {
  if (pathname !== home && !pathname.startsWith(`${home}/`)) return undefined;
  const relative = pathname.slice(home.length) || '/';
  for (const route of routes) {
    const match = matchPath(route.path, relative);
    if (match) return { route, match };
  }
  return undefined;
}

/**
 * Starts the code of the page an area opens on as the area's module is evaluated, from the table
 * its routes are made of: it then downloads beside the area's first render instead of after it.
 */
export function preloadOpeningPage(
  home: string,
  routes: readonly AreaRoute[],
  pathname: string,
): void {
  matchAreaRoute(home, routes, pathname)?.route.page?.preload();
}
