import { getProducts } from '../api/catalog.api';
import { getCategory } from '../api/categories.api';
import { getProductBySlug } from '../api/product.api';
import { startRouteEarly } from '../routes';
import { storefrontForEachTest } from '@autoparts/shared/testing';

jest.mock('../api/catalog.api');
jest.mock('../api/categories.api');
jest.mock('../api/product.api');

// Early loads are asked once a storefront runs.
storefrontForEachTest();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getProducts).mockResolvedValue(null as never);
  jest.mocked(getCategory).mockResolvedValue(null as never);
  jest.mocked(getProductBySlug).mockResolvedValue(null as never);
});

// Each test starts a key of its own: an early load of a key already started is not repeated.
it("asks for the product of a product page's address, decoded", () => {
  startRouteEarly('/shop/products/brake-kit%20pro', '');
  expect(getProductBySlug).toHaveBeenCalledTimes(1);
  expect(getProductBySlug).toHaveBeenCalledWith('brake-kit pro');
  expect(getProducts).not.toHaveBeenCalled();
});

it('asks for all products, not for a category named "products"', () => {
  startRouteEarly('/shop/category/products', '?page=3');
  expect(getCategory).not.toHaveBeenCalled();
  expect(jest.mocked(getProducts).mock.calls[0]?.[0].toString()).toContain('page=3');
});

it("asks for a category's products and the category on its products page", () => {
  startRouteEarly('/shop/category/brake%20pads/products', '');
  expect(getCategory).toHaveBeenCalledWith('brake pads');
  expect(getProducts).toHaveBeenCalledTimes(1);
});

it("asks only for the category on the category's own page", () => {
  startRouteEarly('/shop/category/engine', '');
  expect(getCategory).toHaveBeenCalledWith('engine');
  expect(getProducts).not.toHaveBeenCalled();
});

it.each([
  '/',
  '/shop',
  '/shop/products',
  '/shop/cart',
  '/shop/category-grid',
  '/blog/products/x',
  '/shopping/products/x',
  '/shop/products/%E0%A4%A',
  '/shop/category/%E0%A4%A/products',
])('asks for nothing on %s', (pathname) => {
  startRouteEarly(pathname, '');
  expect(getProductBySlug).not.toHaveBeenCalled();
  expect(getCategory).not.toHaveBeenCalled();
  expect(getProducts).not.toHaveBeenCalled();
});
