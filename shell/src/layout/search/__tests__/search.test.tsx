import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@autoparts/shared/router';
import { setFederatedModuleLoader, type Vehicle } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeStore, VEHICLE } from '../../__tests__/fixtures';
import type { SearchSuggestionsProps, VehiclePickerProps } from '@autoparts/shared';
import { Search } from '../search';

function Suggestions({ query, onClose }: SearchSuggestionsProps) {
  return (
    <div role="listbox" aria-label="Suggestions">
      <button type="button" onClick={onClose}>
        Suggestions for {query}
      </button>
    </div>
  );
}

function Picker({ variant, onClose, onSelect }: VehiclePickerProps) {
  return (
    <section aria-label="Vehicle picker">
      <p>{variant} picker</p>
      <button type="button" onClick={() => onSelect?.(VEHICLE as Vehicle)}>
        Choose the Ford
      </button>
      <button type="button" onClick={onClose}>
        Close picker
      </button>
    </section>
  );
}

const WIDGETS: Record<string, unknown> = {
  'shop/SearchSuggestions': { default: Suggestions },
  'vehicle/VehiclePicker': { default: Picker },
};

function ShownLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderSearch(saved: Record<string, unknown> = {}) {
  const { store } = makeStore({ saved });
  renderWithProviders(
    <div>
      <Search />
      <button type="button">elsewhere</button>
    </div>,
    { store, routes: [{ path: '/shop/category/products', element: <ShownLocation /> }] },
  );
  return { store, input: screen.getByRole('searchbox', { name: 'Search the shop' }) };
}

beforeEach(() => {
  setFederatedModuleLoader(<T,>(id: string) => Promise.resolve(WIDGETS[id] as T));
});

it('is a search landmark of its own name, apart from a page’s other searches', () => {
  const { input } = renderSearch();
  expect(screen.getByRole('search', { name: 'Search the shop' })).toContainElement(input);
});

it("shows the shop's suggestions for what is typed", async () => {
  const { input } = renderSearch();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.type(input, 'brake');
  expect(await screen.findByText('Suggestions for brake')).toBeInTheDocument();
});

it('suggestions close when the focus leaves the search, and on Escape', async () => {
  const { input } = renderSearch();
  await userEvent.type(input, 'oil');
  await screen.findByRole('listbox');
  await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await userEvent.type(input, 's');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('the vehicle picker and the suggestions are never open together', async () => {
  const { input } = renderSearch();
  await userEvent.type(input, 'filter');
  await screen.findByRole('listbox');

  const vehicleButton = screen.getByRole('button', { name: 'Select Vehicle' });
  await userEvent.click(vehicleButton);
  expect(await screen.findByText('dropdown picker')).toBeInTheDocument();
  expect(vehicleButton).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await userEvent.type(input, 's');
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  expect(screen.queryByText('dropdown picker')).not.toBeInTheDocument();
});

it('choosing a vehicle closes the picker; the placeholder then names the vehicle', async () => {
  const { store, input } = renderSearch({ garage: [VEHICLE] });
  expect(input).toHaveAttribute('placeholder', 'Enter keyword or part number');
  await userEvent.click(screen.getByRole('button', { name: 'Select Vehicle' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Choose the Ford' }));
  // The fake picker only reports the choice; the real one sets the garage's current vehicle.
  act(() => store.garage.setCurrentVehicle(VEHICLE));
  expect(screen.queryByText('dropdown picker')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('placeholder', 'Search parts for 2011 Ford Focus S');
  expect(
    screen.getByRole('button', { name: 'Select vehicle, current: 2011 Ford Focus S' }),
  ).toHaveFocus();
});

it('submitting lists the products matching the words (and the current vehicle)', async () => {
  const { input } = renderSearch({ currentVehicle: VEHICLE });
  await userEvent.type(input, '  spark plugs {Enter}');
  expect(
    await screen.findByText('at /shop/category/products?filter_q=spark+plugs&filter_vehicle=7'),
  ).toBeInTheDocument();
});
