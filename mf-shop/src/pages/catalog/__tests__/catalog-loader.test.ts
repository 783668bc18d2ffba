import { getProducts } from '../../../api/catalog.api';
import { getCategory } from '../../../api/categories.api';
import { startCategoryEarly, startProductListEarly } from '../catalog-loader';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getProducts).mockResolvedValue(null as never);
  jest.mocked(getCategory).mockResolvedValue(null as never);
});

const askedQuery = () => jest.mocked(getProducts).mock.calls[0]?.[0].toString();

it('asks for all products with the list state of the address', () => {
  startProductListEarly(null, '?sort=name_desc&page=2&view=list&unknown=1');
  expect(getCategory).not.toHaveBeenCalled();
  expect(askedQuery()).toContain('sort=name_desc');
  expect(askedQuery()).toContain('page=2');
  expect(askedQuery()).not.toContain('unknown');
});

it("asks for a category's products and the category itself", () => {
  startProductListEarly('brake pads', '');
  expect(getCategory).toHaveBeenCalledWith('brake pads');
  expect(askedQuery()).toContain('brake+pads');
});

it('asks only for the category on its own page, whose layout decides the rest', () => {
  startCategoryEarly('engine');
  expect(getCategory).toHaveBeenCalledWith('engine');
  expect(getProducts).not.toHaveBeenCalled();
});
