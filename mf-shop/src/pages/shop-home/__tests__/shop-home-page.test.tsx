import { screen } from '@testing-library/react';
import { getProductList } from '../../../api/catalog.api';
import { getCategories } from '../../../api/categories.api';
import { makeCategory, makeProduct } from '../../../testing/fixtures';
import { renderShop } from '../../../testing/render';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');

const brakes = makeCategory({
  id: 1,
  name: 'Brakes',
  slug: 'brakes',
  layout: 'categories',
  items: 120,
  image: 'brake-pads-1.svg',
  children: [makeCategory({ id: 2, name: 'Brake Pads', slug: 'brake-pads', items: 40 })],
});

beforeEach(() => {
  jest.mocked(getCategories).mockResolvedValue([brakes]);
  jest.mocked(getProductList).mockResolvedValue([makeProduct({ id: 5, name: 'Oil Filter X' })]);
});

it('shows the top-level categories as tiles with their counts and subcategories', async () => {
  renderShop('/shop');
  expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Brakes' })).toHaveAttribute(
    'href',
    '/shop/category/brakes',
  );
  expect(screen.getByText('120 products')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Brake Pads' })).toHaveAttribute(
    'href',
    '/shop/category/brake-pads/products',
  );
  expect(getCategories).toHaveBeenCalledWith(1);
});

it('shows a row of featured products', async () => {
  renderShop('/shop');
  const row = await screen.findByRole('region', { name: 'Featured products' });
  expect(await screen.findByRole('link', { name: 'Oil Filter X' })).toBeInTheDocument();
  expect(row).toContainElement(screen.getByRole('link', { name: 'Oil Filter X' }));
  expect(getProductList).toHaveBeenCalledWith('featured', { limit: 8, category: undefined });
});

it('offers to try again when the categories cannot be loaded', async () => {
  jest.mocked(getCategories).mockRejectedValueOnce(new Error('offline'));
  const { user } = renderShop('/shop');
  expect(await screen.findByRole('alert')).toHaveTextContent('The categories could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Brakes' })).toBeInTheDocument();
});

it('shows the shop’s 404 page for a path it does not have', async () => {
  renderShop('/shop/no/such/page');
  expect(await screen.findByText('Oops! Error 404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
});
