import { getProducts } from '../../../api/catalog.api';
import { getCategory } from '../../../api/categories.api';
import { startCatalogEarly } from '../catalog-loader';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getProducts).mockResolvedValue(null as never);
  jest.mocked(getCategory).mockResolvedValue(null as never);
});

const askedQuery = () => jest.mocked(getProducts).mock.calls[0]?.[0].toString();

it('asks for all products with the list state of the address', () => {
  startCatalogEarly('/shop/category/products', '?sort=name_desc&page=2&view=list');
  expect(getCategory).not.toHaveBeenCalled();
  expect(askedQuery()).toContain('sort=name_desc');
  expect(askedQuery()).toContain('page=2');
});

it("asks for a category's products and the category itself", () => {
  startCatalogEarly('/shop/category/brake%20pads/products', '');
  expect(getCategory).toHaveBeenCalledWith('brake pads');
  expect(askedQuery()).toContain('brake+pads');
});

it('asks only for the category on its own page, whose layout decides the rest', () => {
  startCatalogEarly('/shop/category/engine', '');
  expect(getCategory).toHaveBeenCalledWith('engine');
  expect(getProducts).not.toHaveBeenCalled();
});

it.each(['/', '/shop', '/shop/products/x', '/shop/category/%E0%A4%A/products'])(
  'asks for nothing on %s',
  (pathname) => {
    startCatalogEarly(pathname, '');
    expect(getCategory).not.toHaveBeenCalled();
    expect(getProducts).not.toHaveBeenCalled();
  },
);
