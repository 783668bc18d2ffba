import type * as routes from '../routes';
import { startRouteEarly } from '../routes';

// Each page module says when it is evaluated, i.e. when its download was asked for.
const mockEvaluated: string[] = [];
jest.mock('../pages/cart/cart-page', () => {
  mockEvaluated.push('cart');
  return { CartPage: () => null };
});
jest.mock('../pages/catalog/catalog-page', () => {
  mockEvaluated.push('catalog');
  return { CatalogPage: () => null };
});
jest.mock('../pages/shop-home/shop-home-page', () => {
  mockEvaluated.push('shop home');
  return { ShopHomePage: () => null };
});
jest.mock('../pages/catalog/catalog-loader', () => ({
  startCategoryEarly: jest.fn(),
  startProductListEarly: jest.fn(),
}));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockEvaluated.length = 0;
});

it('starts nothing for an address outside the shop', async () => {
  startRouteEarly('/blog/products/x', '');
  startRouteEarly('/shopping/cart', '');
  await settled();
  expect(mockEvaluated).toEqual([]);
});

it.each([
  ['/shop/cart', 'cart'],
  ['/shop/category/brakes/products', 'catalog'],
  ['/shop', 'shop home'],
])('starts the code of the page %s opens on, before the routes render', async (path, page) => {
  jest.isolateModules(() => {
    // A fresh route table: each page's download is started once per session.
    const fresh = jest.requireActual<typeof routes>('../routes');
    fresh.startRouteEarly(path, '');
  });
  await settled();
  expect(mockEvaluated).toEqual([page]);
});
