import { act, screen, within } from '@testing-library/react';
import { CIVIC, CIVIC_TURBO, F150 } from '../../../testing/fake-api';
import { createMemoryStorage } from '@autoparts/shared';
import { renderWithProviders, type RenderOptions } from '../../../testing/render';
import type { VehiclePickerProps } from '@autoparts/shared';
import { VehiclePicker } from '../vehicle-picker';

const select = (name: string) => screen.getByRole('combobox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });

function renderPicker(props: VehiclePickerProps = {}, options?: RenderOptions) {
  const onClose = jest.fn();
  const onSelect = jest.fn();
  const view = renderWithProviders(
    <VehiclePicker onClose={onClose} onSelect={onSelect} {...props} />,
    options,
  );
  const { garage } = view.store;
  /** Puts the Civic and the F-150 in the garage. */
  const fill = () => act(() => [CIVIC, F150].forEach((vehicle) => garage.add(vehicle)));
  return { ...view, onClose, onSelect, garage, fill };
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Chooses an option once the select's list has arrived. */
async function pick(user: User, name: string, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(select(name), option);
}

async function chooseCivicTurbo(user: User) {
  await pick(user, 'Year', '2019');
  await pick(user, 'Make', 'Honda');
  await pick(user, 'Model', 'Civic');
  await pick(user, 'Engine', CIVIC_TURBO.engine);
}

describe('VehiclePicker', () => {
  it('shows the add form when the garage is empty, with Add disabled until a vehicle is chosen', async () => {
    const { user, garage, onSelect } = renderPicker();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to vehicles list' })).not.toBeInTheDocument();
    expect(button('Add Vehicle')).toBeDisabled();
    await chooseCivicTurbo(user);
    expect(button('Add Vehicle')).toBeEnabled();
    await user.click(button('Add Vehicle'));
    expect(garage.vehicles).toEqual([CIVIC_TURBO]);
    // The dropdown makes the added vehicle the current one and shows the list again.
    expect(garage.currentVehicle).toEqual(CIVIC_TURBO);
    expect(onSelect).toHaveBeenCalledWith(CIVIC_TURBO);
    expect(radio(/2019 Honda Civic 1\.5L/)).toBeChecked();
  });

  it('lists "All vehicles" and the garage; a radio sets the current vehicle at once', async () => {
    const view = renderPicker();
    view.fill();
    expect(radio('All vehicles')).toBeChecked();
    expect(radio('2019 Honda Civic 2.0L L4 DOHC')).not.toBeChecked();
    // Isolated, so a right-to-left page does not show 'Honda Civic 2019'.
    expect(screen.getByText('2019 Honda Civic').tagName).toBe('BDI');
    await view.user.click(radio('2015 Ford F-150 3.5L V6 DOHC Twin Turbo'));
    expect(view.garage.currentVehicle).toEqual(F150);
    expect(view.onSelect).toHaveBeenLastCalledWith(F150);
    await view.user.click(radio('All vehicles'));
    expect(view.garage.currentVehicle).toBeNull();
  });

  it('removes a vehicle, and falls back to the form when the last one goes', async () => {
    const view = renderPicker();
    view.fill();
    await view.user.click(radio(/2019 Honda Civic/));
    await view.user.click(button('Remove 2019 Honda Civic 2.0L L4 DOHC'));
    expect(view.garage.vehicles).toEqual([F150]);
    expect(view.garage.currentVehicle).toBeNull();
    await view.user.click(button('Remove 2015 Ford F-150 3.5L V6 DOHC Twin Turbo'));
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeInTheDocument();
  });

  it('goes to the form and back to the list', async () => {
    const view = renderPicker();
    view.fill();
    await view.user.click(button('Add A Vehicle'));
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    await view.user.click(button('Back to vehicles list'));
    expect(radio('All vehicles')).toBeInTheDocument();
  });

  it('lets arrow keys walk the radios without closing; Enter or Space settles', async () => {
    const view = renderPicker();
    view.fill();
    radio('All vehicles').focus();
    await view.user.keyboard('{ArrowDown}');
    expect(view.garage.currentVehicle).toEqual(CIVIC);
    await view.user.keyboard('{ArrowDown}');
    expect(view.garage.currentVehicle).toEqual(F150);
    expect(radio(/2015 Ford F-150/)).toHaveFocus();
    expect(view.onSelect).not.toHaveBeenCalled();
    await view.user.keyboard('{Enter}');
    expect(view.onSelect).toHaveBeenCalledWith(F150);
    await view.user.keyboard('{ArrowUp}[Space]');
    expect(view.onSelect).toHaveBeenLastCalledWith(CIVIC);
    expect(view.garage.currentVehicle).toEqual(CIVIC);
  });

  it('settles on a click on the radio already chosen too', async () => {
    const view = renderPicker();
    view.fill();
    await view.user.click(radio('All vehicles'));
    expect(view.onSelect).toHaveBeenCalledWith(null);
  });

  it('starts the keyboard inside and keeps it there when the panel changes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const empty = renderPicker();
    // Even while the years load.
    expect(select('Year')).toHaveFocus();
    empty.unmount();
    opener.focus();
    const storage = createMemoryStorage({
      garage: JSON.stringify([CIVIC, F150]),
      currentVehicle: JSON.stringify(F150),
    });
    const again = renderPicker({}, { storage });
    expect(radio(/2015 Ford F-150/)).toHaveFocus();
    await again.user.click(button('Add A Vehicle'));
    expect(select('Year')).toHaveFocus();
    await again.user.click(button('Back to vehicles list'));
    expect(radio(/2015 Ford F-150/)).toHaveFocus();
    await again.user.click(button('Remove 2015 Ford F-150 3.5L V6 DOHC Twin Turbo'));
    expect(radio('All vehicles')).toHaveFocus();
    opener.remove();
  });

  it('closes the dropdown on Escape', async () => {
    const view = renderPicker();
    view.fill();
    radio('All vehicles').focus();
    await view.user.keyboard('{Escape}');
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });

  describe('modal', () => {
    it('keeps the radio choice until Select', async () => {
      const view = renderPicker({ variant: 'modal' });
      view.fill();
      const dialog = screen.getByRole('dialog', {
        name: 'Select a vehicle to find exact fit parts',
      });
      await view.user.click(within(dialog).getByRole('radio', { name: /2015 Ford F-150/ }));
      expect(view.garage.currentVehicle).toBeNull();
      await view.user.click(within(dialog).getByRole('button', { name: 'Select Vehicle' }));
      expect(view.garage.currentVehicle).toEqual(F150);
      expect(view.onSelect).toHaveBeenCalledWith(F150);
      expect(view.onClose).toHaveBeenCalledTimes(1);
    });

    it('changes nothing on Cancel or Escape', async () => {
      const view = renderPicker({ variant: 'modal' });
      view.fill();
      await view.user.click(radio(/2019 Honda Civic/));
      await view.user.click(button('Cancel'));
      await view.user.keyboard('{Escape}');
      expect(view.onClose).toHaveBeenCalledTimes(2);
      expect(view.garage.currentVehicle).toBeNull();
      expect(view.onSelect).not.toHaveBeenCalled();
    });

    it('takes the focus in, keeps Tab inside and gives it back when it closes', async () => {
      const opener = document.createElement('button');
      document.body.append(opener);
      opener.focus();
      const view = renderPicker({ variant: 'modal' });
      expect(document.activeElement).not.toBe(opener);
      const dialog = screen.getByRole('dialog');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      for (let i = 0; i < 12; i += 1) await view.user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      view.unmount();
      expect(document.activeElement).toBe(opener);
      opener.remove();
    });
  });
});
