import { Route, Routes } from '@autoparts/shared/router';
import { lazyPage, vehicleLinks } from '@autoparts/shared';

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

/** The area's pages, relative to where the shell mounts it (/vehicle/*). */
export function VehicleRoutes() {
  return (
    <Routes>
      <Route index element={<VehiclePage />} />
      <Route path={vehicleLinks.vehicle.path} element={<VehicleDetailPage />} />
      <Route path="*" element={<VehicleNotFound />} />
    </Routes>
  );
}
