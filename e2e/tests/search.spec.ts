import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';
import { openSearch, PHONE } from './support/chrome';

// Whole shopper journeys, on a machine the other test runs share: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.use({ viewport: { width: 1440, height: 900 } });

const QUERY = 'brake';

interface Suggestions {
  products: { name: string; slug: string }[];
  categories: { name: string }[];
}

interface ListedProduct {
  name: string;
  slug: string;
  partNumber: string;
  brand: { slug: string; name: string };
  oem: { brand: string; number: string }[];
}

interface BrandFilter {
  slug: string;
  items: { slug: string; count: number }[];
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return response.json();
}

/** Types into the header's search box, opened first on a phone (it is behind a button there). */
async function typeInHeaderSearch(page: Page, text: string, phone = false) {
  const box = page.getByRole('banner').getByRole('searchbox');
  if (phone) await openSearch(page).click();
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

/** A product of the catalog with OEM numbers, as the API lists it. */
async function productWithOem(page: Page): Promise<ListedProduct> {
  const list = await apiJson<{ items: ListedProduct[] }>(page, '/api/shop/products?limit=40');
  return list.items.find((item) => item.oem.length > 0)!;
}

test('a part number typed any way finds its product first, the number shown', async ({ page }) => {
  const target = await productWithOem(page);
  // HAM-BH1945 typed as "ham bh 1945": case and separators are the typist's.
  const typed = target.partNumber
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/(\d{2})$/, ' $1');

  await page.goto('/shop');
  const { box, dropdown } = await typeInHeaderSearch(page, typed);
  const first = dropdown.getByRole('list', { name: 'Products' }).getByRole('link').first();
  await expect(first).toContainText(target.name);
  await expect(first).toContainText(`Part number ${target.partNumber}`);
  await expect(first.locator('mark')).toHaveText(target.partNumber);

  // The OEM number stamped on the old part finds it too, and says whose number it is.
  const oem = target.oem[0]!;
  await box.fill(oem.number);
  await expect(dropdown).toHaveAttribute('aria-busy', 'false');
  await expect(first).toContainText(target.name);
  await expect(first).toContainText(`OEM ${oem.brand} ${oem.number}`);
  await first.click();
  await expect(page).toHaveURL(`/shop/products/${target.slug}`);
  await expectAreaLoaded(page, 'shop');
});

test('a word with a typo, submitted, lists the right parts by relevance with honest counts', async ({
  page,
}) => {
  await page.goto('/shop');
  const { box, dropdown } = await typeInHeaderSearch(page, 'brkae hose');
  const suggested = dropdown.getByRole('list', { name: 'Products' }).getByRole('link');
  await expect(suggested).toHaveCount(3);
  for (const link of await suggested.all()) await expect(link).toContainText('Brake Hose');
  await box.press('Enter');

  await expect(page).toHaveURL('/shop/category/products?filter_q=brkae+hose');
  const shop = page.locator('[data-area="shop"]');
  await expect(shop.getByRole('combobox', { name: 'Sort' })).toHaveValue('default');
  await expect(shop.getByRole('combobox', { name: 'Sort' }).locator('option:checked')).toHaveText(
    'Best match',
  );
  const cards = shop.getByRole('article');
  await expect(cards.first()).toContainText('Brake Hose');
  // Each brand's count is what that brand's filter would list.
  const api = await apiJson<{ total: number; filters: BrandFilter[] }>(
    page,
    '/api/shop/products?filter_q=brkae%20hose&limit=1',
  );
  await expect(shop.getByText(`of ${api.total} products`)).toBeVisible();
  const brands = api.filters.find((filter) => filter.slug === 'brand')!;
  const brand = brands.items.find((item) => item.count > 0)!;
  const narrowed = await apiJson<{ total: number }>(
    page,
    `/api/shop/products?filter_q=brkae%20hose&filter_brand=${brand.slug}&limit=1`,
  );
  expect(narrowed.total).toBe(brand.count);
});

test('nothing found offers what was meant and the other ways in', async ({ page }) => {
  await page.goto('/shop/category/products?filter_q=headlite%20bulbz%20zzqx');
  const shop = page.locator('[data-area="shop"]');
  await expect(
    shop.getByText('Nothing in the catalog matches “headlite bulbz zzqx”.'),
  ).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Search by vehicle' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Browse the categories' })).toBeVisible();

  await page.goto('/shop/category/products?filter_q=headlite%20bulbz');
  await shop.getByRole('link', { name: 'headlight bulb' }).click();
  await expect(page).toHaveURL('/shop/category/products?filter_q=headlight+bulb');
  await expect(shop.getByRole('article').first()).toBeVisible();
});

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`on a ${device}, a formatted number, an OEM number and a typo each reach their product`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const target = await productWithOem(page);
    const typed = [
      target.partNumber.toLowerCase().replace(/-/g, ' '),
      target.oem[0]!.number.replace(/[-\s]/g, ''),
      'brkae hose',
    ];
    for (const text of typed) {
      const expected = await apiJson<Suggestions>(
        page,
        `/api/shop/search/suggestions?query=${encodeURIComponent(text)}&limitProducts=1`,
      );
      const product = expected.products[0]!;
      if (text !== 'brkae hose') expect(product.slug).toBe(target.slug);
      await page.goto('/shop');
      const { dropdown } = await typeInHeaderSearch(page, text, device === 'phone');
      await dropdown.getByRole('link', { name: new RegExp(product.name) }).click();
      await expect(page).toHaveURL(`/shop/products/${product.slug}`);
      await expectAreaLoaded(page, 'shop');
      await expect(
        page.locator('[data-area="shop"]').getByRole('heading', { name: product.name, level: 1 }),
      ).toBeVisible();
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("a synonym typed in the header search finds the catalog's word", async ({ page }) => {
    await page.goto('/shop');
    const { box, dropdown } = await typeInHeaderSearch(page, 'silencer', true);
    const suggested = dropdown.getByRole('list', { name: 'Products' }).getByRole('link');
    await expect(suggested.first()).toContainText('Muffler');
    await box.press('Enter');
    await expect(page).toHaveURL('/shop/category/products?filter_q=silencer');
    await expect(page.locator('[data-area="shop"]').getByRole('article').first()).toContainText(
      'Muffler',
    );
  });
});
