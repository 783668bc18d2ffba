import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';

// Whole shopper journeys, on a machine the other test runs share: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.use({ viewport: { width: 1440, height: 900 } });

const QUERY = 'brake';

interface Suggestions {
  products: { name: string; slug: string }[];
  categories: { name: string }[];
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return response.json();
}

/** Types into the desktop header's search and waits for the shop's dropdown under it. */
async function typeInHeaderSearch(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill(text);
  const dropdown = page.getByRole('region', { name: 'Search suggestions' });
  await expect(dropdown).toHaveAttribute('aria-busy', 'false');
  return { box, dropdown };
}

test(`typing '${QUERY}' suggests up to 3 products and up to 4 categories`, async ({ page }) => {
  const all = await apiJson<Suggestions>(
    page,
    `/api/shop/search/suggestions?query=${QUERY}&limitProducts=20&limitCategories=20`,
  );
  // The limits only show if there is more to cut.
  expect(all.products.length).toBeGreaterThan(3);
  expect(all.categories.length).toBeGreaterThan(0);

  await page.goto('/shop');
  const { dropdown } = await typeInHeaderSearch(page, QUERY);
  const products = dropdown.getByRole('list', { name: 'Products' }).getByRole('link');
  const categories = dropdown.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(products).toHaveCount(3);
  await expect(categories).toHaveCount(Math.min(4, all.categories.length));
  await expect(products.first()).toContainText(all.products[0]!.name);
  await expect(dropdown.getByRole('link', { name: `All results for “${QUERY}”` })).toBeVisible();
});

test('arrow down and Enter open the first suggested product', async ({ page }) => {
  const { products } = await apiJson<Suggestions>(
    page,
    `/api/shop/search/suggestions?query=${QUERY}&limitProducts=3&limitCategories=4`,
  );
  const first = products[0]!;

  await page.goto('/shop');
  const { box, dropdown } = await typeInHeaderSearch(page, QUERY);
  await expect(dropdown.getByRole('list', { name: 'Products' }).getByRole('link')).toHaveCount(
    products.length,
  );
  await box.press('ArrowDown');
  const firstLink = dropdown.getByRole('link', { name: new RegExp(first.name) });
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/shop/products/${first.slug}`);
  await expect(dropdown).toBeHidden();
  await expectAreaLoaded(page, 'shop');
  await expect(
    page.locator('[data-area="shop"]').getByRole('heading', { name: first.name, level: 1 }),
  ).toBeVisible();
});

test('submitting the search lists the matching products only', async ({ page }) => {
  const unfiltered = await apiJson<{ total: number }>(page, '/api/shop/products?limit=1');
  const filtered = await apiJson<{ total: number }>(
    page,
    `/api/shop/products?limit=1&filter_q=${QUERY}`,
  );
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(unfiltered.total);

  await page.goto('/shop');
  const { box } = await typeInHeaderSearch(page, QUERY);
  await box.press('Enter');

  await expect(page).toHaveURL(`/shop/category/products?filter_q=${QUERY}`);
  const shop = page.locator('[data-area="shop"]');
  await expect(
    shop.getByRole('heading', { name: `Results for ‘${QUERY}’`, level: 1 }),
  ).toBeVisible();
  await expect(shop.getByText(`of ${filtered.total} products`)).toBeVisible();
  await expect(shop.getByText(`of ${unfiltered.total} products`)).toHaveCount(0);
});
