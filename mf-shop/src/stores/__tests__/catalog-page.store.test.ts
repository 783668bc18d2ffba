import { ApiError } from '@autoparts/shared';
import { makeCategory, makeList, makeProduct } from '../../testing/fixtures';
import { CatalogPageStore, type CatalogApi } from '../catalog-page.store';
import { DEFAULT_LIST_STATE, withFilters } from '../list-url-state';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi(): jest.Mocked<CatalogApi> {
  return {
    getCategory: jest.fn(async (slug: string) => makeCategory({ slug })),
    getProducts: jest.fn(async (_params: URLSearchParams) => makeList([makeProduct()])),
  };
}

it('asks for the list state and the category as query parameters', async () => {
  const api = fakeApi();
  const store = new CatalogPageStore(api);
  await store.loadProducts('brakes', withFilters(DEFAULT_LIST_STATE, { brand: ['bosch'] }));
  expect(api.getProducts.mock.lastCall?.[0].toString()).toBe(
    'filter_brand=bosch&filter_category=brakes',
  );
  expect(store.products.status).toBe('ready');
  expect(store.products.value?.items).toHaveLength(1);
});

it('keeps only the answer to the latest request', async () => {
  const api = fakeApi();
  const first = deferred<ReturnType<typeof makeList>>();
  const second = deferred<ReturnType<typeof makeList>>();
  api.getProducts.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const store = new CatalogPageStore(api);
  const a = store.loadProducts(null, DEFAULT_LIST_STATE);
  const b = store.loadProducts(null, { ...DEFAULT_LIST_STATE, page: 2 });
  second.resolve(makeList([makeProduct({ id: 2 })]));
  await b;
  first.resolve(makeList([makeProduct({ id: 1 })]));
  await a;
  expect(store.products.value?.items.map((p) => p.id)).toEqual([2]);
});

it('keeps the last list while the next one loads', async () => {
  const api = fakeApi();
  const store = new CatalogPageStore(api);
  await store.loadProducts(null, DEFAULT_LIST_STATE);
  api.getProducts.mockReturnValueOnce(new Promise(() => {}));
  void store.loadProducts(null, { ...DEFAULT_LIST_STATE, page: 2 });
  expect(store.products.isLoading).toBe(true);
  expect(store.products.value?.items).toHaveLength(1);
});

it('tells a missing category from a failure', async () => {
  const api = fakeApi();
  const store = new CatalogPageStore(api);
  api.getCategory.mockRejectedValueOnce(new ApiError(404, null, 'Page Not Found'));
  await store.loadCategory('nope');
  expect(store.notFound).toBe(true);
  api.getCategory.mockRejectedValueOnce(new ApiError(500, null, 'Boom'));
  await store.loadCategory('brakes');
  expect(store.category.status).toBe('error');
  expect(store.notFound).toBe(false);
});

it('forgets the category of the all-products list', async () => {
  const store = new CatalogPageStore(fakeApi());
  await store.loadCategory('brakes');
  await store.loadCategory(null);
  expect(store.category.value).toBeNull();
  expect(store.category.status).toBe('idle');
});
