/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { observable, runInAction } from 'mobx';
import { createGarageApi, createMemoryStorage, GarageStore } from '@autoparts/shared';
import { vehicleById } from '../../../server';
import { serveVehicleSlice } from '../../testing/serve-slice';

// The shared garage store with createGarageApi against this area's slice over real HTTP: what a
// guest collected joins the seeded customer's garage on sign-in.
const slice = serveVehicleSlice();

function setup() {
  const session = observable({ accessToken: null as string | null, isSignedIn: false });
  const http = slice.client({
    get accessToken() {
      return session.accessToken;
    },
    refreshToken: null,
    setTokens: jest.fn(),
    clear: jest.fn(),
  });
  const notifier = { success: jest.fn(), error: jest.fn() };
  const api = createGarageApi(http);
  const removal = jest.spyOn(api, 'remove');
  const garage = new GarageStore({ storage: createMemoryStorage(), api, session, notifier });
  const signIn = () =>
    runInAction(() => {
      session.accessToken = slice.signIn(1);
      session.isSignedIn = true;
    });
  return { garage, notifier, signIn, removal };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

it('merges the guest garage into the account on sign-in, then syncs adds and removals', async () => {
  const { garage, notifier, signIn } = setup();
  const guestVehicle = vehicleById(1)!;
  garage.add(guestVehicle);
  signIn();
  // The seeded customer has two vehicles; the guest's joins them.
  await until(() => garage.vehicles.length === 3);
  expect(garage.vehicles.map((v) => v.id)).toContain(guestVehicle.id);

  const fresh = setup();
  fresh.signIn();
  await until(() => fresh.garage.vehicles.length === 3);
  fresh.garage.remove(guestVehicle.id);
  await fresh.removal.mock.results[0]?.value;
  const again = setup();
  again.signIn();
  await until(() => again.garage.vehicles.length === 2);
  expect(again.garage.vehicles.map((v) => v.id)).not.toContain(guestVehicle.id);
  expect(notifier.error).not.toHaveBeenCalled();
});
