import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { getProductList, getProducts } from '../../../api/catalog.api';
import { getCategory } from '../../../api/categories.api';
import { makeCategory, makeFilters, makeList, makeProduct } from '../../../testing/fixtures';
import { currentLocation, renderShop } from '../../../testing/render';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');

const products = [
  makeProduct({ id: 1, price: 50, compareAtPrice: 80, badges: ['sale'] }),
  makeProduct({ id: 2, price: 20 }),
];
const getProductsMock = jest.mocked(getProducts);
const getCategoryMock = jest.mocked(getCategory);

/** The parameters of the last product list request. */
const lastQuery = () => getProductsMock.mock.lastCall?.[0].toString();

beforeEach(() => {
  jest.clearAllMocks();
  getProductsMock.mockResolvedValue(makeList(products));
  getCategoryMock.mockResolvedValue(makeCategory());
  jest.mocked(getProductList).mockResolvedValue([]);
});

async function renderList(route: string) {
  const result = renderShop(route);
  await screen.findByRole('link', { name: products[0]!.name });
  return result;
}

it('lists all products with their range and prices', async () => {
  await renderList('/shop/category/products');
  expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1–2 of 2 products')).toBeInTheDocument();
  expect(screen.getByText('$50.00')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('$80.00');
  expect(lastQuery()).toBe('');
  expect(getCategoryMock).not.toHaveBeenCalled();
});

it("puts the cards' headings under a heading of the list, not straight under the title", async () => {
  await renderList('/shop/category/products');
  const list = screen.getByRole('heading', { level: 2, name: 'Products' });
  const card = screen.getByRole('heading', { level: 3, name: products[0]!.name });
  expect(list.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('puts a checked filter in the URL and asks the API for it', async () => {
  const { user } = await renderList('/shop/category/products?page=3&view=list');
  await user.click(screen.getByRole('checkbox', { name: /Bosch/ }));
  expect(currentLocation()).toBe('/shop/category/products?view=list&filter_brand=bosch');
  await waitFor(() => expect(lastQuery()).toBe('filter_brand=bosch'));
  await user.click(await screen.findByRole('radio', { name: /Yes/ }));
  expect(currentLocation()).toBe(
    '/shop/category/products?view=list&filter_brand=bosch&filter_discount=yes',
  );
});

it('reads the filters of a shared link, removes one per chip and resets them all', async () => {
  const { user } = await renderList(
    '/shop/category/products?filter_brand=bosch,acdelco&filter_color=red&sort=name_asc',
  );
  expect(lastQuery()).toBe('filter_brand=bosch%2Cacdelco&filter_color=red&sort=name_asc');
  expect(screen.getByRole('checkbox', { name: /Bosch/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Remove filter: Brand: ACDelco' }));
  expect(currentLocation()).toBe(
    '/shop/category/products?filter_brand=bosch&filter_color=red&sort=name_asc',
  );
  await user.click(await screen.findByRole('button', { name: 'Reset filters' }));
  expect(currentLocation()).toBe('/shop/category/products?sort=name_asc');
  expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
});

it('shows the 404 page for an unknown category', async () => {
  getCategoryMock.mockRejectedValue(new ApiError(404, null, 'Page Not Found'));
  getProductsMock.mockRejectedValue(new ApiError(404, null, 'Page Not Found'));
  renderShop('/shop/category/no-such-thing/products');
  expect(await screen.findByText('Oops! Error 404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
});

it('changes every price when the currency changes', async () => {
  const { store } = await renderList('/shop/category/products');
  act(() => store.currency.setCurrency('EUR'));
  expect(screen.getByText('€46.00')).toBeInTheDocument();
  expect(screen.getByText('€18.40')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('€73.60');
  expect(screen.queryByText('$50.00')).not.toBeInTheDocument();
});

it('lists a category’s products under its breadcrumb', async () => {
  const parent = makeCategory({ id: 1, name: 'Brakes', slug: 'brakes', layout: 'categories' });
  getCategoryMock.mockResolvedValue(makeCategory({ parent }));
  getProductsMock.mockResolvedValue(
    makeList(products, { filters: makeFilters({ category: 'brake-pads' }) }),
  );
  await renderList('/shop/category/brake-pads/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Brake Pads' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Brakes' })).toHaveAttribute(
    'href',
    '/shop/category/brakes',
  );
  expect(lastQuery()).toBe('filter_category=brake-pads');
});

it('shows the subcategories of a category laid out as categories', async () => {
  const child = makeCategory({ id: 3, name: 'Brake Discs', slug: 'brake-discs', items: 7 });
  getCategoryMock.mockResolvedValue(
    makeCategory({ name: 'Brakes', slug: 'brakes', layout: 'categories', children: [child] }),
  );
  renderShop('/shop/category/brakes');
  expect(await screen.findByRole('link', { name: 'Brake Discs' })).toHaveAttribute(
    'href',
    '/shop/category/brake-discs/products',
  );
  expect(screen.getByText('7 products')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show all Brakes products' })).toHaveAttribute(
    'href',
    '/shop/category/brakes/products',
  );
  // The tiles' h3 names under an h2 of their own, not straight under the title.
  expect(screen.getByRole('heading', { level: 2, name: 'Subcategories' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Brake Discs' })).toBeInTheDocument();
  expect(getProductsMock).not.toHaveBeenCalled();
});

it('shows what was searched for and sends the query to the API', async () => {
  await renderList('/shop/category/products?filter_q=brake%20pads');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Results for ‘brake pads’' }),
  ).toBeInTheDocument();
  expect(lastQuery()).toBe('filter_q=brake+pads');
  expect(screen.getByRole('button', { name: 'Remove filter: Search: brake pads' })).toBeVisible();
});

it('sorts, sizes and pages through the list', async () => {
  getProductsMock.mockResolvedValue(
    makeList(products, { page: 2, pages: 5, total: 80, from: 17, to: 32 }),
  );
  const { user } = await renderList('/shop/category/products?page=2');
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/shop/category/products?page=3',
  );
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
    'href',
    '/shop/category/products',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'name_desc');
  expect(currentLocation()).toBe('/shop/category/products?sort=name_desc');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '32');
  expect(currentLocation()).toBe('/shop/category/products?sort=name_desc&limit=32');
});

it('switches between the views', async () => {
  const { user } = await renderList('/shop/category/products');
  await user.click(screen.getByRole('button', { name: 'Table' }));
  expect(currentLocation()).toBe('/shop/category/products?view=table');
  const table = await screen.findByRole('table');
  // Each row offers the quick view, as the cards of the other views do.
  expect(within(table).queryAllByRole('button', { name: 'Quick view' })).toHaveLength(
    products.length,
  );
  expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Grid' }));
  expect(currentLocation()).toBe('/shop/category/products');
});

it('starts the demo routes in their own view', async () => {
  await renderList('/shop/category-list');
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
});

it('says when the list cannot be loaded and tries again', async () => {
  getProductsMock.mockRejectedValueOnce(new ApiError(0, null, 'ERROR_API_NETWORK'));
  const { user } = renderShop('/shop/category/products');
  expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: products[0]!.name })).toBeInTheDocument();
});

it('tells a category that failed to load from a missing one, and tries it again', async () => {
  getCategoryMock
    .mockRejectedValueOnce(new ApiError(500, null, 'ERROR_API_DEFAULT'))
    .mockResolvedValueOnce(makeCategory({ name: 'Brakes', slug: 'brakes', layout: 'products' }));
  const { user } = renderShop('/shop/category/brakes');
  expect(await screen.findByRole('alert')).toHaveTextContent('The category could not be loaded.');
  expect(screen.queryByText('Oops! Error 404')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Brakes' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: products[0]!.name })).toBeInTheDocument();
  expect(lastQuery()).toBe('filter_category=brakes');
});

it('says when nothing matches and offers to reset the filters', async () => {
  getProductsMock.mockResolvedValue(makeList([]));
  const { user } = renderShop('/shop/category/products?filter_rating=1');
  expect(await screen.findByText('No products match the chosen filters.')).toBeInTheDocument();
  const resets = screen.getAllByRole('button', { name: 'Reset filters' });
  await user.click(resets[resets.length - 1]!);
  expect(currentLocation()).toBe('/shop/category/products');
});

it('moves a page past the end of the list to its last page', async () => {
  getProductsMock.mockImplementation((params) =>
    Promise.resolve(
      params.get('page') === '999'
        ? makeList([], { page: 999, pages: 5, total: 80, from: 0, to: 0 })
        : makeList(products, { page: 5, pages: 5, total: 80, from: 65, to: 80 }),
    ),
  );
  renderShop('/shop/category/products?filter_color=red&page=999');
  await waitFor(() =>
    expect(currentLocation()).toBe('/shop/category/products?filter_color=red&page=5'),
  );
  expect(await screen.findByText('Showing 65–80 of 80 products')).toBeInTheDocument();
  expect(screen.queryByText('No products match the chosen filters.')).not.toBeInTheDocument();
});

it('leaves out parameters it cannot read instead of failing', async () => {
  await renderList('/shop/category/products?page=-3&limit=abc&filter_price=zzz&sort=up');
  expect(lastQuery()).toBe('');
  expect(screen.getByText('Showing 1–2 of 2 products')).toBeInTheDocument();
});

it('starts another page of the list at the top and keeps the place when a filter changes', async () => {
  getProductsMock.mockResolvedValue(makeList(products, { pages: 5, total: 80, to: 16 }));
  const { user } = await renderList('/shop/category/products');
  expect(window.scrollTo).not.toHaveBeenCalled();
  await user.click(screen.getByRole('checkbox', { name: /Bosch/ }));
  await waitFor(() => expect(lastQuery()).toBe('filter_brand=bosch'));
  expect(window.scrollTo).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  expect(currentLocation()).toBe('/shop/category/products?filter_brand=bosch&page=2');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

describe('what the list tells search engines', () => {
  const canonical = () =>
    document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const description = () =>
    document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it("a category's list: its name, and its address with the page but without filters", async () => {
    getCategoryMock.mockResolvedValue(
      makeCategory({ name: 'Brake Pads', slug: 'brake-pads', layout: 'products' }),
    );
    await renderList('/shop/category/brake-pads?filter_brand=bosch&sort=name_asc&page=2&view=list');
    expect(document.title).toBe('Brake Pads — RedParts');
    expect(description()).toMatch(/^Brake Pads for your car at RedParts/);
    expect(canonical()).toBe('http://localhost/shop/category/brake-pads/products?page=2');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('a search: its words, not to be indexed', async () => {
    await renderList('/shop/category/products?filter_q=pads');
    expect(document.title).toBe('Results for ‘pads’ — RedParts');
    expect(canonical()).toBe('http://localhost/shop/category/products');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });
});

it('offers what the shopper may have meant, and the other ways in, when a search finds nothing', async () => {
  getProductsMock.mockResolvedValue({ ...makeList([]), didYouMean: ['brake hose', 'HAM-BH1945'] });
  const { user } = renderShop('/shop/category/products?filter_q=brkaee%20hoze');
  expect(
    await screen.findByText('Nothing in the catalog matches “brkaee hoze”.'),
  ).toBeInTheDocument();
  const otherWays = { 'Search by vehicle': '/vehicle', 'Browse the categories': '/shop' };
  for (const [name, href] of Object.entries(otherWays))
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Best match');
  await user.click(screen.getByRole('link', { name: 'brake hose' }));
  expect(currentLocation()).toBe('/shop/category/products?filter_q=brake+hose');
  await waitFor(() => expect(lastQuery()).toBe('filter_q=brake+hose'));
});

it('offers the reset, not a respelling, when the filters emptied a search that found products', async () => {
  getProductsMock.mockResolvedValue(makeList([]));
  renderShop('/shop/category/products?filter_q=muffler&filter_brand=bosch');
  expect(await screen.findByText('No products match the chosen filters.')).toBeInTheDocument();
  expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
});
