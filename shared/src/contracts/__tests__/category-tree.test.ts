import { ApiError } from '../../api';
import { API, createTestClient, json } from '../../api/__tests__/http-test-kit';
import { makeCategory } from '../../testing/factories';
import { fetchCategoryTree } from '../category-tree';

const TREE_URL = `${API}/shop/categories`;

const brakes = makeCategory({ id: 1, slug: 'brakes', name: 'Brakes', layout: 'categories' });
const brakePads = makeCategory({ id: 2, parent: brakes });

it("keeps what the menus need of the shop's whole categories, one level down", async () => {
  const { http, server } = createTestClient();
  const asked: string[] = [];
  server.on('GET', TREE_URL, (request) => {
    asked.push(new URL(request.url).search);
    return json([{ ...brakes, children: [brakePads] }]);
  });
  await expect(fetchCategoryTree(http)).resolves.toEqual([
    {
      slug: 'brakes',
      name: 'Brakes',
      layout: 'categories',
      children: [{ slug: 'brake-pads', name: 'Brake Pads', layout: 'products' }],
    },
  ]);
  expect(asked).toEqual(['?depth=1']);
});

it('loads in the background: no full-screen spinner, no toast when it fails', async () => {
  const { http, server, activity, onError } = createTestClient();
  let busy: boolean | undefined;
  server.on('GET', TREE_URL, () => {
    busy = activity.busy;
    return json({ status: 503, title: 'Down', detail: '', errors: {} }, 503);
  });
  await expect(fetchCategoryTree(http)).rejects.toBeInstanceOf(ApiError);
  expect(busy).toBe(false);
  expect(onError).not.toHaveBeenCalled();
});

it('an answer of another shape is a failure the menu can show, not a crash', async () => {
  const { http, server } = createTestClient();
  server.on('GET', TREE_URL, () => json([{ slug: 'brakes', children: 'none' }]));
  await expect(fetchCategoryTree(http)).rejects.toBeInstanceOf(ApiError);
});
