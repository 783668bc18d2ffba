/** @jest-environment node */
import { setStorefront, type Storefront } from '@autoparts/shared';
import { VALID_VIN } from '../../testing/fake-api';
import { serveVehicleSlice } from '../../testing/serve-slice';
import { vehicleApi } from '../vehicle.api';

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

  it('finds a vehicle by id and by VIN, and answers null for none, without a toast', async () => {
    const civic = await vehicleApi.vehicleByVin(VALID_VIN);
    expect(civic).toEqual(expect.objectContaining({ year: 2019, make: 'Honda', model: 'Civic' }));
    expect(await vehicleApi.vehicleById(civic!.id)).toEqual(civic);
    expect(await vehicleApi.vehicleById(999_999)).toBeNull();
    // A valid VIN of a maker the data set does not have.
    expect(await vehicleApi.vehicleByVin('11111111111111111')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects on bad parameters and lets the client toast the title', async () => {
    await expect(vehicleApi.makes(1900)).rejects.toMatchObject({ status: 400 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
