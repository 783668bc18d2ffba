import { observable, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';
import { createMemoryStorage } from '../../storage';
import type { Vehicle } from '../../types';
import { GarageStore, type GarageApi } from '../garage.store';
import { uniqueById } from '../unique-by-id';
import { VEHICLES, makeNotifier, storageWith, throwingStorage } from './fixtures';

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

  it('keeps the current vehicle one of the garage', () => {
    const storage = createMemoryStorage();
    const garage = new GarageStore({ storage });
    garage.setCurrentVehicle(audi);
    expect(garage.vehicles).toEqual([audi]);
    expect(JSON.parse(storage.getItem('garage') ?? '')).toEqual([audi]);
    // The same id with other fields: the garage's entry is the current one.
    garage.setCurrentVehicle({ ...audi, model: 'Foreign' });
    expect(garage.vehicles).toEqual([audi]);
    expect(garage.currentVehicle).toEqual(audi);
  });

  it('gives a saved current vehicle back to a garage that lost it', () => {
    const lost = new GarageStore({ storage: storageWith({ garage: '[{', currentVehicle: ford }) });
    expect(lost.vehicles).toEqual([ford]);
    expect(lost.currentVehicle).toEqual(ford);
    const differing = new GarageStore({
      storage: storageWith({ garage: [ford], currentVehicle: { ...ford, make: 'Other' } }),
    });
    expect(differing.vehicles).toEqual([ford]);
    expect(differing.currentVehicle).toEqual(ford);
  });

  it('works in memory when the storage refuses everything', () => {
    const garage = new GarageStore({ storage: throwingStorage });
    garage.add(ford);
    garage.setCurrentVehicle(ford);
    expect(garage.vehicles).toEqual([ford]);
    expect(garage.currentVehicle).toEqual(ford);
  });

  describe('with the account on the server', () => {
    function fakeApi(account: Vehicle[]): jest.Mocked<GarageApi> {
      return {
        list: jest.fn().mockResolvedValue(account),
        add: jest.fn().mockResolvedValue(undefined),
        remove: jest.fn().mockResolvedValue(undefined),
        merge: jest.fn(async (ids: readonly number[]) =>
          uniqueById([...account, ...VEHICLES.filter((v) => ids.includes(v.id))]),
        ),
      };
    }

    function setup(options: { guest?: Vehicle[]; account?: Vehicle[]; signedIn?: boolean } = {}) {
      const api = fakeApi(options.account ?? []);
      const session = observable({ isSignedIn: options.signedIn ?? false });
      const notifier = makeNotifier();
      const storage = storageWith({ garage: options.guest ?? [] });
      const garage = new GarageStore({ storage, api, session, notifier });
      const signIn = () => runInAction(() => (session.isSignedIn = true));
      const signOut = () => runInAction(() => (session.isSignedIn = false));
      return { api, garage, notifier, storage, signIn, signOut };
    }

    /** Lets the store's server calls (started by reactions, not awaited) finish. */
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('merges the guest vehicles into the account in one request on sign-in', async () => {
      const { api, garage, signIn, storage } = setup({ guest: [ford, audi], account: [audi] });
      signIn();
      await flush();
      expect(api.merge).toHaveBeenCalledTimes(1);
      expect(api.merge).toHaveBeenCalledWith([ford.id, audi.id]);
      expect(garage.vehicles).toEqual([audi, ford]);
      expect(JSON.parse(storage.getItem('garage') ?? '')).toEqual([audi, ford]);
    });

    it('shows the account garage on sign-in when the guest had none', async () => {
      const { api, garage, signIn } = setup({ account: [audi] });
      signIn();
      await flush();
      expect(api.merge).not.toHaveBeenCalled();
      expect(api.list).toHaveBeenCalledTimes(1);
      expect(garage.vehicles).toEqual([audi]);
    });

    it('keeps the guest garage and tells the visitor when the merge fails', async () => {
      const { api, garage, notifier, signIn } = setup({ guest: [ford] });
      api.merge.mockRejectedValue(new ApiError(503, null, 'Service Unavailable'));
      signIn();
      await flush();
      expect(garage.vehicles).toEqual([ford]);
      expect(notifier.error).toHaveBeenCalledWith('Service Unavailable');
    });

    it('shows no toast for a 401 (the sign-in flow handles it)', async () => {
      const { api, notifier, signIn } = setup({ guest: [ford] });
      api.merge.mockRejectedValue(new ApiError(401, null, 'Unauthorized'));
      signIn();
      await flush();
      expect(notifier.error).not.toHaveBeenCalled();
    });

    it('sends adds and removals to the server only when signed in', async () => {
      const { api, garage, signIn } = setup();
      garage.add(ford);
      expect(api.add).not.toHaveBeenCalled();
      signIn();
      await flush();
      garage.add(audi);
      garage.add(audi);
      garage.remove(audi.id);
      garage.remove(999);
      await flush();
      expect(api.add).toHaveBeenCalledTimes(1);
      expect(api.add).toHaveBeenCalledWith(audi);
      expect(api.remove).toHaveBeenCalledTimes(1);
      expect(api.remove).toHaveBeenCalledWith(audi.id);
    });

    it('keeps a local change the server refused, with a generic message for a non-API error', async () => {
      const { api, garage, notifier } = setup({ signedIn: true });
      api.add.mockRejectedValue(new TypeError('boom'));
      garage.add(ford);
      await flush();
      expect(garage.vehicles).toEqual([ford]);
      expect(notifier.error).toHaveBeenCalledWith('ERROR_API_DEFAULT');
    });

    it('forgets the account vehicles and the current vehicle on sign-out', async () => {
      const { garage, signIn, signOut, storage } = setup({ account: [ford] });
      signIn();
      await flush();
      garage.setCurrentVehicle(ford);
      signOut();
      expect(garage.vehicles).toEqual([]);
      expect(garage.currentVehicle).toBeNull();
      expect(storage.getItem('garage')).toBe('[]');
    });

    it('lets the current vehicle go when the account no longer holds it', async () => {
      const { garage, storage } = setup({ account: [audi], signedIn: true, guest: [ford] });
      garage.setCurrentVehicle(ford);
      await garage.refresh();
      expect(garage.vehicles).toEqual([audi]);
      expect(garage.currentVehicle).toBeNull();
      expect(storage.getItem('currentVehicle')).toBeNull();
    });

    it('keeps the guest current vehicle through the merge on sign-in', async () => {
      const { garage, signIn } = setup({ guest: [ford], account: [audi] });
      garage.setCurrentVehicle(ford);
      signIn();
      await flush();
      expect(garage.vehicles).toEqual([audi, ford]);
      expect(garage.currentVehicle).toEqual(ford);
    });

    it('refreshes from the server only when signed in', async () => {
      const guest = setup({ account: [audi] });
      await guest.garage.refresh();
      expect(guest.api.list).not.toHaveBeenCalled();
      const member = setup({ account: [audi], signedIn: true, guest: [ford] });
      await member.garage.refresh();
      expect(member.garage.vehicles).toEqual([audi]);
    });

    it('merges on an explicit call too, and does nothing without an api', async () => {
      const { api, garage } = setup({ guest: [ford] });
      await garage.mergeIntoAccount();
      expect(api.merge).toHaveBeenCalledWith([ford.id]);
      const local = new GarageStore({ storage: storageWith({ garage: [ford] }) });
      await local.mergeIntoAccount();
      expect(local.vehicles).toEqual([ford]);
    });
  });
});
