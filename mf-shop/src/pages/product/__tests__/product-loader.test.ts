import { getProductBySlug } from '../../../api/product.api';
import { startProductEarly } from '../product-loader';
import { storefrontForEachTest } from '@autoparts/shared/testing';

jest.mock('../../../api/product.api');

// Early loads are asked once a storefront runs.
storefrontForEachTest();

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')],
  );

afterEach(() => document.head.replaceChildren());

it("asks for the product, then at once for its first picture, the page's largest element", async () => {
  jest
    .mocked(getProductBySlug)
    .mockResolvedValue({ images: ['hose-1.svg', 'hose-2.svg'] } as never);
  startProductEarly('brake-hose');
  expect(getProductBySlug).toHaveBeenCalledWith('brake-hose');
  await new Promise((resolve) => setTimeout(resolve));
  expect(preloaded()).toEqual([[expect.stringMatching(/\/products\/hose-1\.svg$/), 'high']]);
});

it('asks for no picture when the product has none, or the answer has no list of them', async () => {
  jest.mocked(getProductBySlug).mockResolvedValueOnce({ images: [] } as never);
  startProductEarly('no-pictures');
  jest.mocked(getProductBySlug).mockResolvedValueOnce({ images: null } as never);
  startProductEarly('odd-answer');
  await new Promise((resolve) => setTimeout(resolve));
  expect(preloaded()).toEqual([]);
});
