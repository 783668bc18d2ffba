import type { ReactElement } from 'react';
import { Route, Routes } from '@autoparts/shared/router';
import { lazyPage, preloadOpeningPage, vehicleLinks, type AreaRoute } from '@autoparts/shared';

// Each page is downloaded when its route is first opened.
const VehicleDetailPage = lazyPage(() =>
  import('./pages/vehicle-detail/vehicle-detail-page').then((m) => m.VehicleDetailPage),
);
const VehicleNotFound = lazyPage(() =>
  import('./pages/not-found/vehicle-not-found').then((m) => m.VehicleNotFound),
);
const VehiclePage = lazyPage(() =>
  import('./pages/vehicle-page/vehicle-page').then((m) => m.VehiclePage),
);

interface VehicleRoute extends AreaRoute {
  element: ReactElement;
}

/** What the area renders below /vehicle: the finder first, the catch-all last. */
const ROUTE_TABLE: readonly VehicleRoute[] = [
  { path: '/', element: <VehiclePage />, page: VehiclePage },
  { path: vehicleLinks.vehicle.path, element: <VehicleDetailPage />, page: VehicleDetailPage },
  { path: '*', element: <VehicleNotFound />, page: VehicleNotFound },
];

/** Starts the code of the page the area opens on, as the area's module is evaluated. */
export function startOpeningPage(pathname: string): void {
  preloadOpeningPage(vehicleLinks.home.getHref(), ROUTE_TABLE, pathname);
}

/** The area's pages, relative to where the shell mounts it (/vehicle/*). */
export function VehicleRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
