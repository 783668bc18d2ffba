// The render helper first: it stands in for the area's i18n module the widget imports.
import { renderWithProviders } from '../../testing/render';
import { screen } from '@testing-library/react';
import { getProductList } from '../../api/catalog.api';
import { getCategories } from '../../api/categories.api';
import { getBrands } from '../../api/brands.api';
import { makeProduct } from '../../testing/fixtures';
import { storefrontForEachTest } from '@autoparts/shared/testing';

jest.mock('../../api/catalog.api');
jest.mock('../../api/categories.api');
jest.mock('../../api/brands.api');

// Early loads are asked once a storefront runs.
storefrontForEachTest();

it('asks for the featured products when the module loads, and the blocks use that answer', async () => {
  jest
    .mocked(getProductList)
    .mockImplementation(async (list) => [makeProduct({ id: 1, name: `Early ${list} part` })]);
  jest.mocked(getCategories).mockResolvedValue([]);
  jest.mocked(getBrands).mockResolvedValue([]);
  const { default: HomeBlocks } = await import('../home-blocks');
  expect(getProductList).toHaveBeenCalledWith('featured', { limit: 10 });
  expect(getProductList).toHaveBeenCalledTimes(1);

  renderWithProviders(<HomeBlocks variant="two" />);
  expect(await screen.findByRole('link', { name: 'Early featured part' })).toBeInTheDocument();
  // The first block took the early answer; no second request for it.
  expect(
    jest.mocked(getProductList).mock.calls.filter(([list]) => list === 'featured'),
  ).toHaveLength(1);
});
