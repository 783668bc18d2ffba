import { getProductBySlug } from '../../../api/product.api';
import { startProductEarly } from '../product-loader';

jest.mock('../../../api/product.api');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getProductBySlug).mockResolvedValue(null as never);
});

it("asks for the product of a product page's address", () => {
  startProductEarly('/shop/products/brake-kit%20pro');
  expect(getProductBySlug).toHaveBeenCalledTimes(1);
  expect(getProductBySlug).toHaveBeenCalledWith('brake-kit pro');
});

it.each([
  '/',
  '/shop',
  '/shop/products',
  '/shop/category/brakes/products',
  '/blog/products/x',
  '/shop/products/%E0%A4%A',
])('asks for nothing on %s', (pathname) => {
  startProductEarly(pathname);
  expect(getProductBySlug).not.toHaveBeenCalled();
});
