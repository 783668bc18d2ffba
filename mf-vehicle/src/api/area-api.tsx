import { createContext, useContext, type ReactNode } from 'react';
import { catalogApi, type CatalogApi } from './catalog.api';
import { vehicleApi, type VehicleApi } from './vehicle.api';

/** Every call the area's components make, injected so tests give fakes instead of HTTP. */
export interface AreaApi {
  vehicles: VehicleApi;
  catalog: CatalogApi;
}

const AreaApiContext = createContext<AreaApi>({ vehicles: vehicleApi, catalog: catalogApi });

export function AreaApiProvider({ api, children }: { api: AreaApi; children: ReactNode }) {
  return <AreaApiContext.Provider value={api}>{children}</AreaApiContext.Provider>;
}

export function useAreaApi(): AreaApi {
  return useContext(AreaApiContext);
}
