import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFederatedModuleLoader, type Vehicle } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { HomePage } from '../home-page';

const FORD: Vehicle = { id: 7, year: 2011, make: 'Ford', model: 'Focus S', engine: '2.0L' };

function HomeBlocks({ variant }: { variant: string }) {
  return <section aria-label="Shop blocks">blocks of home {variant}</section>;
}

function VehicleForm({ onChange }: { onChange: (vehicle: Vehicle | null) => void }) {
  return (
    <button type="button" onClick={() => onChange(FORD)}>
      pick the Ford
    </button>
  );
}

const WIDGETS: Record<string, unknown> = {
  'shop/HomeBlocks': { default: HomeBlocks },
  'vehicle/VehicleForm': { default: VehicleForm },
};

beforeEach(() => {
  setFederatedModuleLoader(<T,>(id: string) => Promise.resolve(WIDGETS[id] as T));
});

it("home two: the slideshow, then the shop's blocks", async () => {
  renderWithProviders(<HomePage variant="two" />);
  expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Big choice of wheels and tires' })).toBeVisible();
  expect(await screen.findByText('blocks of home two')).toBeInTheDocument();
});

it('the slideshow moves with its arrows and dots', async () => {
  renderWithProviders(<HomePage variant="two" />);
  const current = () => screen.getByRole('button', { current: true });
  expect(current()).toHaveAccessibleName('Offer 1');
  await userEvent.click(screen.getByRole('button', { name: 'Next offer' }));
  expect(current()).toHaveAccessibleName('Offer 2');
  await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
  expect(current()).toHaveAccessibleName('Offer 3');
  await userEvent.click(screen.getByRole('button', { name: 'Offer 2' }));
  expect(current()).toHaveAccessibleName('Offer 2');
});

it('home one: the vehicle finder lists the parts that fit the chosen vehicle', async () => {
  const { router, store } = renderWithProviders(<HomePage variant="one" />, {
    routes: [{ path: '/shop/category/products', element: <p>products</p> }],
  });
  const find = screen.getByRole('button', { name: 'Find Parts' });
  expect(find).toBeDisabled();
  await userEvent.click(await screen.findByRole('button', { name: 'pick the Ford' }));
  await userEvent.click(find);
  expect(router.state.location.search).toBe('?filter_vehicle=7');
  expect(store.garage.currentVehicle).toEqual(FORD);
  expect(store.garage.vehicles).toEqual([FORD]);
});
