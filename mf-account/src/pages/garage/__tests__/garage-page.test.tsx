import { screen, within } from '@testing-library/react';
import { setFederatedModuleLoader, type Vehicle, type VehicleFormProps } from '@autoparts/shared';
import { currentLocation, renderAccountArea, TEST_USER } from '../../../testing/render';

const FOCUS: Vehicle = { id: 42, year: 2015, make: 'Ford', model: 'Focus', engine: '2.0L L4 DOHC' };
const CIVIC: Vehicle = {
  id: 7,
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  engine: '1.5L L4 Turbo',
};

/** The vehicle area's form, reduced to a button that chooses the Focus. */
function FakeVehicleForm({ onChange }: VehicleFormProps) {
  return (
    <button type="button" onClick={() => onChange?.(FOCUS)}>
      Choose 2015 Ford Focus
    </button>
  );
}

const loader = jest.fn();

beforeEach(() => {
  loader.mockReset();
  loader.mockResolvedValue({ default: FakeVehicleForm });
  setFederatedModuleLoader(loader);
});

const myVehicles = () => within(screen.getByRole('region', { name: 'My vehicles' }));

it('asks a guest to sign in first', async () => {
  await renderAccountArea('/account/garage');
  expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount%2Fgarage');
});

it('says the garage is empty, then adds the vehicle chosen in the vehicle form', async () => {
  const { user, store } = await renderAccountArea('/account/garage', { signedInAs: TEST_USER });
  expect(myVehicles().getByText(/No vehicles yet/)).toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'Add to garage' });
  expect(add).toBeDisabled();

  await user.click(await screen.findByRole('button', { name: 'Choose 2015 Ford Focus' }));
  expect(loader).toHaveBeenCalledWith('vehicle/VehicleForm');
  await user.click(add);

  expect(store.garage.vehicles).toEqual([FOCUS]);
  expect(myVehicles().getByText('2015 Ford Focus')).toBeInTheDocument();
  expect(myVehicles().getByText('2.0L L4 DOHC')).toBeInTheDocument();
  // The same vehicle twice would do nothing: the button says so by waiting for another choice.
  expect(add).toBeDisabled();
});

it('marks the current vehicle, makes another current, links to the parts and removes', async () => {
  const { user, store } = await renderAccountArea('/account/garage', { signedInAs: TEST_USER });
  store.garage.add(FOCUS);
  store.garage.add(CIVIC);
  store.garage.setCurrentVehicle(FOCUS);

  const items = await myVehicles().findAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null]);
  expect(within(items[0]!).getByText('Current vehicle')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Make current: 2019 Honda Civic' }));
  expect(store.garage.currentVehicle).toEqual(CIVIC);

  await user.click(screen.getByRole('button', { name: 'Remove 2015 Ford Focus' }));
  expect(store.garage.vehicles).toEqual([CIVIC]);
  expect(myVehicles().queryByText('2015 Ford Focus')).not.toBeInTheDocument();

  await user.click(myVehicles().getByRole('link', { name: 'Parts that fit' }));
  expect(currentLocation()).toBe('/shop/category/products?filter_vehicle=7');
});

it('keeps the page when the vehicle area is down, and tries it again on request', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  loader.mockRejectedValueOnce(new Error('vehicle area down'));
  const { user } = await renderAccountArea('/account/garage', { signedInAs: TEST_USER });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The vehicle search is not available right now.');
  expect(screen.getByRole('region', { name: 'My vehicles' })).toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Choose 2015 Ford Focus' })).toBeInTheDocument();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});
