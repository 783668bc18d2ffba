import { Route, Routes } from 'react-router-dom';
import { vehicleLinks } from '@autoparts/shared';
import { VehicleDetailPage } from './pages/vehicle-detail/vehicle-detail-page';
import { VehicleNotFound } from './pages/not-found/vehicle-not-found';
import { VehiclePage } from './pages/vehicle-page/vehicle-page';

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
