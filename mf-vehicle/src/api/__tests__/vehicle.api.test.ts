/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { setStorefront, type Storefront } from '@autoparts/shared';
import { VALID_VIN } from '../../testing/fake-api';
import { serveVehicleSlice } from '../../testing/serve-slice';
import { clearVehicleLists, vehicleApi } from '../vehicle.api';

// The area's calls against its own mock slice over real HTTP, through the storefront's client.
const slice = serveVehicleSlice();
const onError = jest.fn();

beforeAll(() => setStorefront({ http: slice.client(undefined, onError) } as unknown as Storefront));
afterAll(() => setStorefront(null));
beforeEach(() => onError.mockClear());

describe('vehicleApi over the mock slice', () => {
  it('walks the cascade from a year to the engines of a model', async () => {
    const years = await vehicleApi.years();
    expect(years[0]).toBeGreaterThan(years.at(-1)!);
    expect(await vehicleApi.makes(2019)).toContain('Honda');
    expect(await vehicleApi.models(2019, 'Honda')).toContain('Civic');
    const engines = await vehicleApi.engines(2019, 'Honda', 'Civic');
    expect(engines).toContainEqual(
      expect.objectContaining({
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        engine: '2.0L L4 DOHC',
      }),
    );
  });

  it('finds a vehicle by id and by VIN, and tells of none without a toast', async () => {
    const civic = await vehicleApi.vehicleByVin(VALID_VIN);
    expect(civic).toEqual(expect.objectContaining({ year: 2019, make: 'Honda', model: 'Civic' }));
    expect(await vehicleApi.vehicleById(civic!.id)).toEqual(civic);
    await expect(vehicleApi.vehicleById(999_999)).rejects.toMatchObject({ status: 404 });
    // A valid VIN of a maker the data set does not have.
    expect(await vehicleApi.vehicleByVin('11111111111111111')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('asks for each list of the cascade once, and a failed one again', async () => {
    clearVehicleLists();
    const asked: string[] = [];
    const http = slice.client(undefined, onError).extend({
      hooks: { beforeRequest: [(request) => void asked.push(new URL(request.url).search)] },
    });
    setStorefront({ http } as unknown as Storefront);
    try {
      await Promise.all([vehicleApi.years(), vehicleApi.years()]);
      expect(await vehicleApi.makes(2019)).toEqual(await vehicleApi.makes(2019));
      await vehicleApi.models(2019, 'Honda');
      await vehicleApi.models(2019, 'Honda');
      await vehicleApi.models(2018, 'Honda');
      expect(asked).toEqual(['', '?year=2019', '?year=2019&make=Honda', '?year=2018&make=Honda']);
      await expect(vehicleApi.makes(1900)).rejects.toMatchObject({ status: 400 });
      await expect(vehicleApi.makes(1900)).rejects.toMatchObject({ status: 400 });
      expect(asked.filter((search) => search === '?year=1900')).toHaveLength(2);
    } finally {
      setStorefront({ http: slice.client(undefined, onError) } as unknown as Storefront);
    }
  });

  it('rejects on bad parameters and lets the client toast the title', async () => {
    await expect(vehicleApi.makes(1900)).rejects.toMatchObject({ status: 400 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
