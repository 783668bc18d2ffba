import { matchRoutes } from '@autoparts/shared/router';
import { vehicleLinks } from '@autoparts/shared';
import { parseVehicleId } from '../vehicle-detail-page';

// The area's addresses come from shared's link contract; its routes and parser read them back.
const routes = [{ path: '/vehicle' }, { path: `/vehicle/${vehicleLinks.vehicle.path}` }];
const read = (href: string) => matchRoutes(routes, href)?.[0];

describe('vehicleLinks against the vehicle area', () => {
  it.each([1, 42, 999999999])('round-trips vehicle %i', (id) => {
    const match = read(vehicleLinks.vehicle.getHref(id));
    expect(match?.route.path).toBe('/vehicle/:vehicleId');
    expect(parseVehicleId(match?.params.vehicleId)).toBe(id);
  });

  it('links to the area’s start page', () => {
    expect(vehicleLinks.home.getHref()).toBe('/vehicle');
    expect(read(vehicleLinks.home.getHref())?.route.path).toBe('/vehicle');
  });

  it.each(['0', '01', '-1', '1.5', 'abc', '1234567890'])('reads %s as no vehicle', (raw) => {
    expect(parseVehicleId(raw)).toBeNull();
  });
});
