import { act, screen, waitFor, within } from '@testing-library/react';
import { setFederatedModuleLoader, type Brand, type Vehicle } from '@autoparts/shared';
import { stubIntersectionObserver } from '@autoparts/shared/testing';
import { getProductList, type ProductListName } from '../../../api/catalog.api';
import { getBrands } from '../../../api/brands.api';
import { getCategories } from '../../../api/categories.api';
import { BOSCH, makeCategory, makeProduct } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { HomeBlocks } from '../home-blocks';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');
jest.mock('../../../api/brands.api');

const VEHICLE: Vehicle = { id: 42, year: 2015, make: 'Ford', model: 'Focus', engine: '2.0L' };

/** Each list's products are named after it, so a test can tell the blocks apart. */
const LIST_IDS: Record<ProductListName, number> = {
  featured: 100,
  latest: 200,
  'special-offers': 300,
  'top-rated': 400,
  popular: 500,
};
function productsOf(list: ProductListName, count = 3) {
  return Array.from({ length: count }, (_, i) =>
    makeProduct({ id: LIST_IDS[list] + i, name: `${list} part ${i + 1}`, price: 10 }),
  );
}

const BRANDS: Brand[] = [
  BOSCH,
  { slug: 'zosch', name: 'Zosch', country: 'DE', image: 'zosch.svg' },
];
const CATEGORIES = Array.from({ length: 8 }, (_, i) =>
  makeCategory({
    id: i + 1,
    name: `Department ${i + 1}`,
    slug: `department-${i + 1}`,
    items: (i + 1) * 10,
    layout: 'categories',
    children: [makeCategory({ id: 100 + i, name: `Sub ${i + 1}`, slug: `sub-${i + 1}` })],
  }),
);

/** A stand-in for the vehicle area's form: one button choosing a vehicle. */
function FakeVehicleForm({ onChange }: { onChange?: (vehicle: Vehicle | null) => void }) {
  return (
    <button type="button" onClick={() => onChange?.(VEHICLE)}>
      Choose 2015 Ford Focus
    </button>
  );
}
const loader = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(getProductList)
    .mockImplementation(async (list, options) => productsOf(list, options?.limit === 3 ? 3 : 6));
  jest.mocked(getCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(getBrands).mockResolvedValue(BRANDS);
  loader.mockResolvedValue({ default: FakeVehicleForm });
  setFederatedModuleLoader(loader);
});

const section = (name: string) => screen.getByRole('region', { name });

it('shows the featured, new and sale carousels, categories, brands and three columns', async () => {
  renderWithProviders(<HomeBlocks variant="one" />);
  expect(await screen.findByRole('link', { name: 'featured part 1' })).toBeInTheDocument();
  const carousels: [string, ProductListName][] = [
    ['Featured products', 'featured'],
    ['New arrivals', 'latest'],
    ['On sale', 'special-offers'],
  ];
  for (const [title, list] of carousels) {
    expect(await within(section(title)).findAllByRole('link', { name: /part/ })).toHaveLength(6);
    expect(within(section(title)).getByRole('link', { name: `${list} part 1` })).toBeVisible();
    expect(getProductList).toHaveBeenCalledWith(list, { limit: 10 });
  }
  for (const [title, list] of [
    ['Top rated', 'top-rated'],
    ['Special offers', 'special-offers'],
    ['Bestsellers', 'popular'],
  ] as const) {
    expect(within(section(title)).getAllByRole('link', { name: /part/ })).toHaveLength(3);
    expect(getProductList).toHaveBeenCalledWith(list, { limit: 3 });
  }

  const categories = section('Popular categories');
  const tiles = within(categories).getAllByRole('heading', { level: 3 });
  // The six biggest departments, biggest first.
  expect(tiles.map((tile) => tile.textContent)).toEqual(
    [8, 7, 6, 5, 4, 3].map((n) => `Department ${n}`),
  );
  expect(within(categories).getByRole('link', { name: 'Sub 8' })).toHaveAttribute(
    'href',
    '/shop/category/sub-8/products',
  );

  const zosch = within(section('Brands')).getByRole('link', { name: 'Zosch' });
  expect(zosch).toHaveAttribute('href', '/shop/category/products?filter_brand=zosch');
  expect(within(zosch).getByRole('img')).toHaveAttribute(
    'src',
    '/api/shop/images/brands/zosch.svg',
  );
  // Home one's host has its own finder hero.
  expect(screen.queryByRole('region', { name: 'Find parts for your vehicle' })).toBeNull();
  expect(loader).not.toHaveBeenCalled();
});

it('holds every block in place with skeletons until its data arrives', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  jest.mocked(getProductList).mockImplementation(async (list) => {
    await gate;
    return productsOf(list);
  });
  renderWithProviders(<HomeBlocks variant="one" />);
  expect(section('Featured products')).toBeInTheDocument();
  expect(within(section('Top rated')).queryAllByRole('link')).toEqual([]);
  expect(within(section('Featured products')).getByRole('button', { name: /Next/ })).toBeDisabled();
  await act(async () => release());
  expect(await within(section('Top rated')).findAllByRole('link', { name: /part/ })).toHaveLength(
    3,
  );
  expect(within(section('Featured products')).getByRole('button', { name: /Next/ })).toBeEnabled();
});

it('prices every card in the chosen currency', async () => {
  const { store } = renderWithProviders(<HomeBlocks variant="one" />);
  await screen.findByRole('link', { name: 'featured part 1' });
  expect(within(section('Top rated')).getAllByText('$10.00')).toHaveLength(3);
  act(() => store.currency.setCurrency('EUR'));
  expect(within(section('Top rated')).getAllByText('€9.20')).toHaveLength(3);
});

it('offers another try when a block cannot be loaded', async () => {
  jest.mocked(getProductList).mockImplementation(async (list, options) => {
    if (list === 'latest') throw new Error('down');
    return productsOf(list, options?.limit);
  });
  const { user } = renderWithProviders(<HomeBlocks variant="one" />);
  const latest = section('New arrivals');
  expect(await within(latest).findByRole('alert')).toHaveTextContent('This could not be loaded.');
  jest.mocked(getProductList).mockImplementation(async (list) => productsOf(list));
  await user.click(within(latest).getByRole('button', { name: 'Retry' }));
  expect(await within(latest).findByRole('link', { name: 'latest part 1' })).toBeInTheDocument();
});

it('keeps a failed column or row of brands in place with Retry', async () => {
  jest.mocked(getProductList).mockImplementation(async (list, options) => {
    if (list === 'top-rated') throw new Error('down');
    return productsOf(list, options?.limit);
  });
  jest.mocked(getBrands).mockRejectedValueOnce(new Error('down'));
  const { user } = renderWithProviders(<HomeBlocks variant="one" />);
  for (const name of ['Top rated', 'Brands']) {
    expect(await within(section(name)).findByRole('alert')).toHaveTextContent(
      'This could not be loaded.',
    );
  }
  jest.mocked(getProductList).mockImplementation(async (list) => productsOf(list));
  await user.click(within(section('Top rated')).getByRole('button', { name: 'Retry' }));
  await user.click(within(section('Brands')).getByRole('button', { name: 'Retry' }));
  expect(
    await within(section('Top rated')).findByRole('link', { name: 'top-rated part 1' }),
  ).toBeInTheDocument();
  expect(await within(section('Brands')).findByRole('link', { name: 'Zosch' })).toBeInTheDocument();
});

it('finds parts for a chosen vehicle on home two: into the garage, current, and listed', async () => {
  const { user, store } = renderWithProviders(<HomeBlocks variant="two" />);
  const finder = section('Find parts for your vehicle');
  const show = within(finder).getByRole('button', { name: 'Show parts that fit' });
  expect(show).toBeDisabled();
  // The form is a federated module behind React.lazy: on a busy machine it takes over a second.
  const choose = await within(finder).findByRole(
    'button',
    { name: 'Choose 2015 Ford Focus' },
    { timeout: 5000 },
  );
  await user.click(choose);
  expect(loader).toHaveBeenCalledWith('vehicle/VehicleForm');
  await user.click(show);
  expect(store.garage.vehicles).toEqual([VEHICLE]);
  expect(store.garage.currentVehicle).toEqual(VEHICLE);
  expect(currentLocation()).toBe('/shop/category/products?filter_vehicle=42');
});

it('keeps the page when the vehicle area is down, and tries it again on request', async () => {
  // React reports the boundary's catch on the console.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loader.mockRejectedValueOnce(new Error('vehicle area down'));
  const { user } = renderWithProviders(<HomeBlocks variant="two" />);
  const finder = section('Find parts for your vehicle');
  expect(
    await within(finder).findByText(
      'The vehicle search is not available right now.',
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Featured products' })).toBeInTheDocument();
  await user.click(within(finder).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  expect(
    await within(finder).findByRole(
      'button',
      { name: 'Choose 2015 Ford Focus' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  consoleError.mockRestore();
});

describe('below the first block', () => {
  const places = stubIntersectionObserver();

  it('renders and loads a block only as the shopper scrolls towards it', async () => {
    renderWithProviders(<HomeBlocks variant="one" />);
    expect(await screen.findByRole('link', { name: 'featured part 1' })).toBeInTheDocument();
    expect(getProductList).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Popular categories' })).not.toBeInTheDocument();

    // Home one's second block is the categories: it comes near, the sale carousel after it not.
    act(() => places.report(true, 0));
    expect(await screen.findByRole('region', { name: 'Popular categories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'On sale' })).not.toBeInTheDocument();
    expect(getProductList).not.toHaveBeenCalledWith('special-offers', { limit: 10 });
  });
});
