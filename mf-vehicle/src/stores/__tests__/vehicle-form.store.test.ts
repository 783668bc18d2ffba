import { deferred } from '@autoparts/shared/testing';
import { CIVIC, CIVIC_TURBO, VALID_VIN, VIN_VEHICLE, fakeVehicleApi } from '../../testing/fake-api';
import { VIN_DEBOUNCE_MS, VehicleFormStore } from '../vehicle-form.store';

/** Lets the fake api's promises settle. */
const flush = () => jest.advanceTimersByTimeAsync(0);

async function chosenCivic() {
  const api = fakeVehicleApi();
  const form = new VehicleFormStore(api);
  form.start();
  await flush();
  form.setYear(2019);
  await flush();
  form.setMake('Honda');
  await flush();
  form.setModel('Civic');
  await flush();
  form.setEngine(CIVIC.id);
  return { api, form };
}

describe('VehicleFormStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('cascading selects', () => {
    it('loads each list from the choices before it and sets the vehicle with the engine', async () => {
      const { api, form } = await chosenCivic();
      expect(api.makes).toHaveBeenCalledWith(2019);
      expect(api.models).toHaveBeenCalledWith(2019, 'Honda');
      expect(api.engines).toHaveBeenCalledWith(2019, 'Honda', 'Civic');
      expect(form.engines).toEqual([CIVIC, CIVIC_TURBO]);
      expect(form.vehicle).toEqual(CIVIC);
    });

    it('disables a select until the one before it is chosen', () => {
      const form = new VehicleFormStore(fakeVehicleApi());
      expect(['year', 'make', 'model', 'engine'].map((l) => form.isDisabled(l as never))).toEqual([
        false,
        true,
        true,
        true,
      ]);
      form.setYear(2019);
      // The makes are loading: the make select says so, and the keyboard may already rest on it.
      expect(form.isDisabled('make')).toBe(false);
      expect(form.loading).toBe('make');
      expect(form.isDisabled('model')).toBe(true);
    });

    it('choosing a year resets make, model and engine and reloads the makes', async () => {
      const { api, form } = await chosenCivic();
      form.setYear(2015);
      expect([form.make, form.model, form.engineId]).toEqual([null, null, null]);
      expect([form.makes, form.models, form.engines]).toEqual([[], [], []]);
      expect(form.vehicle).toBeNull();
      await flush();
      expect(api.makes).toHaveBeenLastCalledWith(2015);
      expect(form.makes).toEqual(['Ford']);
    });

    it('choosing a make resets model and engine but keeps the year', async () => {
      const { form } = await chosenCivic();
      form.setMake('Honda');
      expect(form.year).toBe(2019);
      expect(form.makes).toEqual(['Honda']);
      expect([form.model, form.engineId, form.engines]).toEqual([null, null, []]);
    });

    it('choosing a model resets the engine only', async () => {
      const { form } = await chosenCivic();
      form.setModel('Civic');
      expect([form.year, form.make, form.model]).toEqual([2019, 'Honda', 'Civic']);
      expect(form.engineId).toBeNull();
      expect(form.vehicle).toBeNull();
    });

    it('ignores an answer that arrives after the visitor changed an earlier select', async () => {
      const api = fakeVehicleApi();
      const slow = deferred<string[]>();
      api.makes.mockReturnValueOnce(slow.promise);
      const form = new VehicleFormStore(api);
      form.setYear(2019);
      form.setYear(2015);
      await flush();
      slow.resolve(['Honda']);
      await flush();
      expect(form.makes).toEqual(['Ford']);
      expect(form.loading).toBeNull();
    });

    it('keeps a failed list retryable', async () => {
      const api = fakeVehicleApi();
      api.makes.mockRejectedValueOnce(new Error('503'));
      const form = new VehicleFormStore(api);
      form.setYear(2019);
      await flush();
      expect(form.failed).toBe('make');
      form.retry();
      await flush();
      expect(form.failed).toBeNull();
      expect(form.makes).toEqual(['Honda']);
    });

    it('accepts only an engine of the loaded list', async () => {
      const { form } = await chosenCivic();
      form.setEngine(999);
      expect(form.vehicle).toBeNull();
    });
  });

  describe('VIN', () => {
    it(`checks ${VIN_DEBOUNCE_MS} ms after typing stops, once, with the trimmed VIN`, async () => {
      const api = fakeVehicleApi();
      const form = new VehicleFormStore(api);
      form.setVin(' 1HGWXSEG9KU3');
      await jest.advanceTimersByTimeAsync(400);
      form.setVin(` ${VALID_VIN.toLowerCase()} `);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS - 1);
      expect(api.vehicleByVin).not.toHaveBeenCalled();
      expect(form.vin.status).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(api.vehicleByVin).toHaveBeenCalledTimes(1);
      expect(api.vehicleByVin).toHaveBeenCalledWith(VALID_VIN);
      expect(form.vin).toEqual({ status: 'found', vehicle: VIN_VEHICLE });
    });

    it.each([
      ['too short', '1HGWXSEG9KU36614', 'length'],
      ['with an O', '1HGWXSEG9KU36614O', 'forbidden-letter'],
      ['with a dash', '1HGWXSEG9KU36614-', 'bad-character'],
      ['with a wrong check digit', '1HGWXSEG8KU366141', 'check-digit'],
    ])('sends nothing for a VIN %s and says why', async (_, vin, reason) => {
      const api = fakeVehicleApi();
      const form = new VehicleFormStore(api);
      form.setVin(vin);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(api.vehicleByVin).not.toHaveBeenCalled();
      expect(form.vin).toMatchObject({ status: 'invalid', problem: { reason } });
    });

    it('reports a VIN no vehicle matches, and a lookup that failed', async () => {
      const api = fakeVehicleApi();
      const form = new VehicleFormStore(api);
      api.vehicleByVin.mockResolvedValueOnce(null);
      form.setVin(VALID_VIN);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vin.status).toBe('not-found');
      form.setVin('');
      api.vehicleByVin.mockRejectedValueOnce(new Error('offline'));
      form.setVin(VALID_VIN);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vin.status).toBe('failed');
      // A failed lookup is tried again even when the VIN did not change.
      form.setVin(`${VALID_VIN} `);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vin.status).toBe('found');
    });

    it('empty clears the match and the error at once and cancels the pending check', async () => {
      const api = fakeVehicleApi();
      const form = new VehicleFormStore(api);
      form.setVin('1HG');
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vin.status).toBe('invalid');
      form.setVin(VALID_VIN);
      form.setVin('   ');
      expect(form.vin).toEqual({ status: 'empty' });
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(api.vehicleByVin).not.toHaveBeenCalled();
    });

    it('drops an answer for a VIN the visitor has since changed', async () => {
      const api = fakeVehicleApi();
      const slow = deferred<typeof VIN_VEHICLE | null>();
      api.vehicleByVin.mockReturnValueOnce(slow.promise);
      const form = new VehicleFormStore(api);
      form.setVin(VALID_VIN);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vin.status).toBe('checking');
      form.setVin('');
      slow.resolve(VIN_VEHICLE);
      await flush();
      expect(form.vin).toEqual({ status: 'empty' });
    });

    it('takes priority over the selects while the match stands', async () => {
      const { form } = await chosenCivic();
      expect(form.vehicle).toEqual(CIVIC);
      form.setVin(VALID_VIN);
      await jest.advanceTimersByTimeAsync(VIN_DEBOUNCE_MS);
      expect(form.vehicle).toEqual(VIN_VEHICLE);
      form.setYear(2015);
      expect(form.vehicle).toEqual(VIN_VEHICLE);
      form.setVin('');
      expect(form.vehicle).toBeNull();
    });
  });
});
