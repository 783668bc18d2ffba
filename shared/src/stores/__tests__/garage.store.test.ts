import { createMemoryStorage } from '../../storage';
import type { Vehicle } from '../../types';
import { GarageStore, type GarageApi } from '../garage.store';
import { VEHICLES, storageWith, throwingStorage } from './fixtures';

const [ford, audi] = VEHICLES as [Vehicle, Vehicle];

describe('GarageStore', () => {
  it('adds a vehicle once and saves the garage', () => {
    const storage = createMemoryStorage();
    const garage = new GarageStore({ storage });
    garage.add(ford);
    garage.add({ ...ford, model: 'Other' });
    garage.add(audi);
    expect(garage.vehicles).toEqual([ford, audi]);
    expect(JSON.parse(storage.getItem('garage') ?? '')).toEqual([ford, audi]);
  });

  it('ignores a vehicle with missing fields', () => {
    const garage = new GarageStore({ storage: createMemoryStorage() });
    garage.add({ id: 3, year: 2000 } as Vehicle);
    expect(garage.vehicles).toEqual([]);
  });

  it('removes by id and forgets the current vehicle when it is removed', () => {
    const storage = createMemoryStorage();
    const garage = new GarageStore({ storage });
    garage.add(ford);
    garage.add(audi);
    garage.setCurrentVehicle(audi);
    garage.remove(ford.id);
    expect(garage.currentVehicle).toEqual(audi);
    garage.remove(audi.id);
    expect(garage.vehicles).toEqual([]);
    expect(garage.currentVehicle).toBeNull();
    expect(storage.getItem('currentVehicle')).toBeNull();
    expect(storage.getItem('garage')).toBe('[]');
  });

  it('saves the current vehicle and reads it back', () => {
    const storage = createMemoryStorage();
    new GarageStore({ storage }).setCurrentVehicle(ford);
    expect(new GarageStore({ storage }).currentVehicle).toEqual(ford);
  });

  it('reads the saved garage, without broken entries or repeated ids', () => {
    const garage = new GarageStore({
      storage: storageWith({ garage: [ford, { id: 9 }, ford, audi, 'x'], currentVehicle: audi }),
    });
    expect(garage.vehicles).toEqual([ford, audi]);
    expect(garage.currentVehicle).toEqual(audi);
  });

  it.each([
    ['corrupt JSON', '[{', '{'],
    ['foreign shapes', '{"vehicles":[]}', '{"id":"one"}'],
    ['a list as vehicle', '42', '[1]'],
  ])('starts empty from %s', (_, saved, current) => {
    const garage = new GarageStore({
      storage: storageWith({ garage: saved, currentVehicle: current }),
    });
    expect(garage.vehicles).toEqual([]);
    expect(garage.currentVehicle).toBeNull();
  });

  it('works in memory when the storage refuses everything', () => {
    const garage = new GarageStore({ storage: throwingStorage });
    garage.add(ford);
    garage.setCurrentVehicle(ford);
    expect(garage.vehicles).toEqual([ford]);
    expect(garage.currentVehicle).toEqual(ford);
  });

  describe('mergeIntoAccount', () => {
    function fakeApi(account: Vehicle[]): jest.Mocked<GarageApi> {
      return {
        list: jest.fn().mockResolvedValue(account),
        add: jest.fn().mockResolvedValue(undefined),
      };
    }

    it('sends the guest vehicles the account lacks and shows the union', async () => {
      const api = fakeApi([audi]);
      const garage = new GarageStore({ storage: storageWith({ garage: [ford, audi] }), api });
      await garage.mergeIntoAccount();
      expect(api.add).toHaveBeenCalledTimes(1);
      expect(api.add).toHaveBeenCalledWith(ford);
      expect(garage.vehicles).toEqual([audi, ford]);
    });

    it('keeps the guest garage when the server fails', async () => {
      const api = fakeApi([]);
      api.list.mockRejectedValue(new Error('503'));
      const garage = new GarageStore({ storage: storageWith({ garage: [ford] }), api });
      await expect(garage.mergeIntoAccount()).resolves.toBeUndefined();
      expect(garage.vehicles).toEqual([ford]);
    });

    it('does nothing without an api', async () => {
      const garage = new GarageStore({ storage: storageWith({ garage: [ford] }) });
      await garage.mergeIntoAccount();
      expect(garage.vehicles).toEqual([ford]);
    });
  });
});
