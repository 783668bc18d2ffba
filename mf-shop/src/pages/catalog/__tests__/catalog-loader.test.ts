import { getProducts } from '../../../api/catalog.api';
import { getCategory } from '../../../api/categories.api';
import { startCategoryEarly, startProductListEarly } from '../catalog-loader';
import { storefrontForEachTest } from '@autoparts/shared/testing';

jest.mock('../../../api/catalog.api');
jest.mock('../../../api/categories.api');

// Early loads are asked once a storefront runs.
storefrontForEachTest();

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

describe("the first cards' pictures", () => {
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (link) => link.getAttribute('href'),
    );
  afterEach(() => document.head.replaceChildren());

  it("are asked for as soon as the list is known: a phone's first row", async () => {
    const item = (images: string[]) => ({ images });
    jest.mocked(getProducts).mockResolvedValue({
      items: [item(['pads-1.svg', 'pads-2.svg']), item([]), item(['rotors-1.svg'])],
    } as never);
    startProductListEarly('brakes', '?page=3');
    expect(preloaded()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    // The second card has no picture; the third is not in the first row.
    expect(preloaded()).toEqual([expect.stringMatching(/\/products\/pads-1\.svg$/)]);
  });

  it('are not asked for when the answer is not a list', async () => {
    jest.mocked(getProducts).mockResolvedValue({ items: 'none' } as never);
    startProductListEarly('brakes', '?page=4');
    await new Promise((resolve) => setTimeout(resolve));
    expect(preloaded()).toEqual([]);
  });
});
