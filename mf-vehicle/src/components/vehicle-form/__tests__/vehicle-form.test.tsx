import { act, screen, within } from '@testing-library/react';
import { deferred } from '@autoparts/shared/testing';
import { CIVIC, VALID_VIN, VIN_VEHICLE, fakeAreaApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { VehicleForm } from '../vehicle-form';

const select = (name: string) => screen.getByRole('combobox', { name });
const vinInput = () => screen.getByRole('textbox', { name: 'Enter VIN' });
/** What the VIN field tells (its hint, then its message), as assistive technology reads it. */
const expectVinMessage = (text: string) =>
  expect(vinInput()).toHaveAccessibleDescription(expect.stringContaining(text));

function renderForm() {
  const onChange = jest.fn();
  const view = renderWithProviders(<VehicleForm onChange={onChange} />, { fakeTimers: true });
  return { ...view, onChange };
}

/** Lets the fake api answer and React render it. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

async function chooseCivic(user: ReturnType<typeof renderForm>['user']) {
  await settle();
  await user.selectOptions(select('Year'), '2019');
  await settle();
  await user.selectOptions(select('Make'), 'Honda');
  await settle();
  await user.selectOptions(select('Model'), 'Civic');
  await settle();
  await user.selectOptions(select('Engine'), CIVIC.engine);
}

async function typeVin(user: ReturnType<typeof renderForm>['user'], text: string) {
  const input = vinInput();
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('VehicleForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('enables each select once the one before it is chosen', async () => {
    const { user } = renderForm();
    await settle();
    expect(select('Year')).toBeEnabled();
    for (const name of ['Make', 'Model', 'Engine']) expect(select(name)).toBeDisabled();
    await user.selectOptions(select('Year'), '2019');
    await settle();
    expect(select('Make')).toBeEnabled();
    expect(select('Model')).toBeDisabled();
  });

  it('says "Loading…" inside a select while its list loads', async () => {
    const api = fakeAreaApi();
    const makes = deferred<string[]>();
    api.vehicles.makes.mockReturnValueOnce(makes.promise);
    const { user } = renderWithProviders(<VehicleForm />, { fakeTimers: true, api });
    await settle();
    await user.selectOptions(select('Year'), '2019');
    expect(select('Make')).toHaveAttribute('aria-busy', 'true');
    const [only, ...none] = within(select('Make')).getAllByRole('option');
    expect([only?.textContent, none]).toEqual(['Loading…', []]);
    await act(async () => makes.resolve(['Honda']));
    expect(select('Make')).toHaveAttribute('aria-busy', 'false');
    expect(within(select('Make')).getByRole('option', { name: 'Select Make' })).toBeInTheDocument();
  });

  it('sets the vehicle with the engine and resets the later selects on a new year', async () => {
    const { user, onChange } = renderForm();
    await chooseCivic(user);
    expect(onChange).toHaveBeenLastCalledWith(CIVIC);
    await user.selectOptions(select('Year'), '2015');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(select('Make')).toHaveValue('');
    expect(select('Model')).toHaveValue('');
    expect(select('Model')).toBeDisabled();
    expect(select('Engine')).toBeDisabled();
    await settle();
    expect(within(select('Make')).getByRole('option', { name: 'Ford' })).toBeInTheDocument();
  });

  it('checks the VIN 500 ms after typing stops and says which vehicle it found', async () => {
    const { user, api, onChange } = renderForm();
    await typeVin(user, `  ${VALID_VIN} `);
    expect(api.vehicles.vehicleByVin).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(api.vehicles.vehicleByVin).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.vehicles.vehicleByVin).toHaveBeenCalledTimes(1);
    expect(api.vehicles.vehicleByVin).toHaveBeenCalledWith(VALID_VIN);
    expectVinMessage('Vehicle found: 2019 Honda Accord 1.5L L4 DOHC Turbo');
    expect(onChange).toHaveBeenLastCalledWith(VIN_VEHICLE);
  });

  it('explains an invalid VIN and sends no request', async () => {
    const { user, api } = renderForm();
    await typeVin(user, '1HGWXSEG9KU3661I1');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expectVinMessage('A VIN never contains the letter I (character 16)');
    expect(vinInput()).toBeInvalid();
    await typeVin(user, '1HGWXSEG8KU366141');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expectVinMessage('its check digit (the 9th character) does not match');
    expect(api.vehicles.vehicleByVin).not.toHaveBeenCalled();
  });

  it('says so when no vehicle has the VIN, and empty clears the message', async () => {
    const api = fakeAreaApi();
    api.vehicles.vehicleByVin.mockResolvedValueOnce(null);
    const { user } = renderWithProviders(<VehicleForm />, { fakeTimers: true, api });
    await typeVin(user, VALID_VIN);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expectVinMessage('Unable to find a vehicle by this VIN.');
    await typeVin(user, '');
    expect(vinInput()).not.toHaveAccessibleDescription(expect.stringContaining('Unable'));
    expect(vinInput()).toBeValid();
  });

  it('gives the VIN match priority over the selects while it stands', async () => {
    const { user, onChange } = renderForm();
    await chooseCivic(user);
    await typeVin(user, VALID_VIN);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(onChange).toHaveBeenLastCalledWith(VIN_VEHICLE);
    await user.selectOptions(select('Engine'), '');
    expect(onChange).toHaveBeenLastCalledWith(VIN_VEHICLE);
    await user.selectOptions(select('Engine'), CIVIC.engine);
    await typeVin(user, '');
    expect(onChange).toHaveBeenLastCalledWith(CIVIC);
  });
});
