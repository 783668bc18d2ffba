import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';

interface ListedProduct {
  name: string;
  slug: string;
  options: unknown[];
  brand: { slug: string; name: string };
}

async function listProducts(
  page: Page,
  query: string,
): Promise<{ items: ListedProduct[]; total: number }> {
  const response = await page.request.get(`/api/shop/products?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test('category, then a filter kept in the URL, then a product added to the cart', async ({
  page,
}) => {
  await page.goto('/shop/category/brakes/products');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  await expect(shop.getByRole('heading', { name: 'Brakes', level: 1 })).toBeVisible();
  const unfiltered = await listProducts(page, 'filter_category=brakes');
  await expect(shop.getByText(`of ${unfiltered.total} products`)).toBeVisible();

  // Filter by the brand of a product that needs no options, so the card adds it straight away.
  const target = unfiltered.items.find((item) => item.options.length === 0)!;
  await shop.getByRole('checkbox', { name: new RegExp(`^${target.brand.name}`) }).check();
  await expect(page).toHaveURL(new RegExp(`filter_brand=${target.brand.slug}`));
  const filtered = await listProducts(
    page,
    `filter_category=brakes&filter_brand=${target.brand.slug}`,
  );
  await expect(shop.getByText(`of ${filtered.total} products`)).toBeVisible();

  // The filter lives in the URL: a reload shows the same list.
  await page.reload();
  await expect(
    shop.getByRole('checkbox', { name: new RegExp(`^${target.brand.name}`) }),
  ).toBeChecked();

  await shop.getByRole('link', { name: target.name }).first().click();
  await expect(page).toHaveURL(`/shop/products/${target.slug}`);
  await expect(shop.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await shop
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();

  await expect(page.getByTestId('cart-indicator')).toHaveAttribute('aria-label', /: 1 items/);
  await page.goto('/shop/cart');
  await expect(shop.getByRole('link', { name: target.name }).first()).toBeVisible();
});

test('quick view opens from a card and closes when navigation starts', async ({ page }) => {
  await page.goto('/shop/category/products');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  const firstCard = shop.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').first().innerText()).trim();

  await firstCard.hover();
  await firstCard.getByRole('button', { name: 'Quick view' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();

  await dialog.getByRole('link', { name: 'See full details' }).click();
  await expect(page).toHaveURL(/\/shop\/products\//);
  await expect(dialog).toBeHidden();
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('an unknown product shows the 404 look inside the shop', async ({ page }) => {
  await page.goto('/shop/products/no-such-part');
  await expectAreaLoaded(page, 'shop');
  await expect(page.getByText('Oops! Error 404')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home Page' })).toBeVisible();
});
