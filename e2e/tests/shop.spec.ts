import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';
import { PHONE } from './support/chrome';
import { watchTrouble } from './support/trouble';

// Whole shopper journeys, on a machine the other test runs share: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// A journey that fails prints what went wrong in its page (a reviews form once failed to appear
// in CI only, with nothing in the log to say why).
let trouble: () => string;
test.beforeEach(({ page }) => {
  trouble = watchTrouble(page);
});
test.afterEach(({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`In ${page.url()}:\n${trouble()}`);
});

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

/**
 * Sums the layout shifts of the page from its first paint on (those right after input left out,
 * as CLS does); the function returned reads the sum so far.
 */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { shifted: number };
    state.shifted = 0;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) state.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** DESIGN.md's budget for a whole page (Lighthouse CLS on a category and a product page). */
const SHIFT_BUDGET = 0.02;

test('category, then a filter kept in the URL, then a product added to the cart', async ({
  page,
}) => {
  // The landing loads on a phone, as Lighthouse measures it; the list's filters need the sidebar.
  const screen = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const shifted = await watchLayoutShift(page);
  await page.goto('/shop/category/brakes');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  // The category's landing: its subcategories, then its featured parts, the last to arrive.
  await expect(shop.getByRole('heading', { name: 'Brakes', level: 1 })).toBeVisible();
  await expect(shop.getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(300);
  // The footer once came into view under a short placeholder and was pushed out again (0.17).
  expect(await shifted(), 'layout shift of the category page').toBeLessThanOrEqual(SHIFT_BUDGET);

  await page.setViewportSize(screen);
  await shop.getByRole('link', { name: 'Show all Brakes products' }).click();
  await expect(page).toHaveURL('/shop/category/brakes/products');
  await expect(shop.getByRole('heading', { name: 'Brakes', level: 1 })).toBeVisible();
  const unfiltered = await listProducts(page, 'filter_category=brakes');
  await expect(shop.getByText(`of ${unfiltered.total} products`)).toBeVisible();

  // Filter by the brand of a product that needs no options, so the card adds it straight away.
  const target = unfiltered.items.find((item) => item.options.length === 0)!;
  // The box follows the URL, so it shows the tick once the navigation lands: click, then expect.
  const brandBox = shop.getByRole('checkbox', { name: new RegExp(`^${target.brand.name}`) });
  await brandBox.click();
  await expect(brandBox).toBeChecked();
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

  await expect(page.getByTestId('cart-indicator')).toHaveAttribute('aria-label', /, 1 items$/);
  await page.goto('/shop/cart');
  await expect(shop.getByRole('link', { name: target.name }).first()).toBeVisible();
});

test("a phone's filters drawer: skipped while closed, filters when open, focus back on close", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/shop/category/brakes/products');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  await expect(shop.getByRole('article').first()).toBeVisible();
  // Closed, the drawer is hidden from everyone: found with what is hidden.
  const drawer = shop.getByRole('complementary', { name: 'Filters', includeHidden: true });
  const firstBox = drawer.getByRole('checkbox', { includeHidden: true }).first();
  // Closed, its filters are neither styled nor laid out (content-visibility), not merely hidden:
  // a quarter of the page's boxes, once laid out on every first visit.
  const rendered = () => firstBox.evaluate((box) => box.checkVisibility());
  expect(await rendered()).toBe(false);

  // "Filters", then "Filters (1)" once one is chosen.
  const opener = shop.getByRole('button', { name: /^Filters/ });
  await opener.click();
  await expect(firstBox).toBeVisible();
  expect(await rendered()).toBe(true);
  await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
  await firstBox.check();
  await expect(page).toHaveURL(/filter_brand=/);

  await page.keyboard.press('Escape');
  await expect(firstBox).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(rendered).toBe(false);
});

test("a phone in Russian: the list's toolbar keeps every control inside its box", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await page.goto('/shop/category/brakes/products');
  await expectAreaLoaded(page, 'shop');
  const toolbar = page.getByRole('group', { name: 'Настройки списка товаров' });
  await expect(toolbar.getByLabel('Показывать')).toBeVisible();
  // The longer Russian labels once pushed the per-page select past the toolbar's edge.
  const overflowing = await toolbar.evaluate((box) => {
    const edge = box.getBoundingClientRect().right;
    return [...box.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge)
      .length;
  });
  expect(overflowing).toBe(0);
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

test('filters, sort and view live in the URL: back, chips and reset follow it', async ({
  page,
}) => {
  await page.goto('/shop/category/brake-pads/products');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  const all = await listProducts(page, 'filter_category=brake-pads');
  await expect(shop.getByText(`of ${all.total} products`)).toBeVisible();

  const brand = all.items[0]!.brand;
  await shop.getByRole('checkbox', { name: new RegExp(`^${brand.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?filter_brand=${brand.slug}$`));
  await shop.getByRole('combobox', { name: 'Sort' }).selectOption('name_desc');
  await shop.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`\\?filter_brand=${brand.slug}&sort=name_desc&view=table$`),
  );
  await expect(shop.getByRole('table')).toBeVisible();
  // The API orders by the lower-cased name, code unit by code unit.
  const names = (await shop.getByRole('table').getByRole('link').allInnerTexts())
    .filter(Boolean)
    .map((name) => name.toLowerCase());
  expect(names.length).toBeGreaterThan(0);
  expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

  // Back undoes one step at a time; the default sort is left out of the URL.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?filter_brand=${brand.slug}&sort=name_desc$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?filter_brand=${brand.slug}$`));
  await expect(shop.getByRole('combobox', { name: 'Sort' })).toHaveValue('default');

  await shop.getByRole('button', { name: `Remove filter: Brand: ${brand.name}` }).click();
  await expect(page).toHaveURL(/\/shop\/category\/brake-pads\/products$/);
  await expect(shop.getByText(`of ${all.total} products`)).toBeVisible();
});

test('odd list addresses still show a list: unreadable values dropped, a page past the end moved to the last', async ({
  page,
}) => {
  const all = await listProducts(page, 'limit=16');
  const pages = Math.ceil(all.total / 16);
  await page.goto('/shop/category/products?page=-3&limit=abc&filter_price=zzz&sort=up');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  await expect(
    shop.getByText(`Showing 1–16 of ${all.total.toLocaleString('en')} products`),
  ).toBeVisible();

  await page.goto('/shop/category/products?page=9999');
  await expect(page).toHaveURL(`/shop/category/products?page=${pages}`);
  await expect(shop.getByText(`of ${all.total.toLocaleString('en')} products`)).toBeVisible();
  await expect(shop.getByRole('article')).not.toHaveCount(0);
});

/** The page of a coil spring set with options (colour), loaded. */
async function openProductWithOptions(page: Page) {
  const list = await listProducts(page, 'filter_category=coil-springs&limit=100');
  const target = list.items.find((item) => item.options.length > 0)!;
  await page.goto(`/shop/products/${target.slug}`);
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  await expect(shop.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  return { shop, target };
}

test('product page gallery: thumbnails drive the image, the 0.9 zoom viewer moves it and closes', async ({
  page,
}) => {
  // A phone, where the gallery stands above the product's name: the page must not move as the
  // thumbnail strip mounts (each thumbnail was once drawn a strip wide first, a 0.09 shift).
  await page.setViewportSize(PHONE);
  const shifted = await watchLayoutShift(page);
  const { shop } = await openProductWithOptions(page);
  await page.waitForTimeout(300);
  expect(await shifted(), 'layout shift of the product page').toBeLessThanOrEqual(SHIFT_BUDGET);

  await shop.getByRole('button', { name: /^Show image 3 of/ }).click();
  await expect(shop.getByRole('button', { name: /^Show image 3 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await shop.getByRole('button', { name: /^Zoom image 3 of/ }).click();
  await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '0.9');
  // Opened (the viewer shows its controls once its opening animation ends).
  await expect(page.locator('.pswp')).toHaveClass(/pswp--ui-visible/);
  // The viewer's next image moves the gallery too.
  await page.locator('.pswp__button--arrow--next').click();
  await expect(shop.getByRole('button', { name: /^Show image 4 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.locator('.pswp__button--close').click();
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test('product page: options required, then toasts name the product for cart, wish list and compare', async ({
  page,
}) => {
  const { shop, target } = await openProductWithOptions(page);

  const summary = shop
    .locator('form')
    .filter({ has: page.getByRole('spinbutton') })
    .first();
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(summary.getByRole('alert')).toHaveText(
    'Please choose a value for every product option.',
  );
  await summary.locator('label:has(input[type="radio"])').first().click();
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`“${target.name}” was added to your cart.`)).toBeVisible();
  await shop.getByRole('button', { name: 'Add to wish list', exact: true }).first().click();
  await expect(page.getByText(`“${target.name}” was added to your wish list.`)).toBeVisible();
  await shop.getByRole('button', { name: 'Add to compare', exact: true }).first().click();
  await expect(page.getByText(`“${target.name}” was added to the comparison.`)).toBeVisible();
});

test('product reviews: their code comes with their tab; a review is checked, posted and listed first', async ({
  page,
}) => {
  // The reviews' form (react-hook-form, zod/mini and the form kit: the `forms` chunk) is not part
  // of a product's first visit.
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (/\/forms\.[0-9a-f]+\.js$/.test(request.url())) formCode.push(request.url());
  });
  const { shop } = await openProductWithOptions(page);
  await page.waitForLoadState('networkidle');
  expect(formCode, 'the form code on the product page before its reviews are opened').toEqual([]);

  const reviewsTab = shop.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  // Twice in CI only, the click left the tab unselected, with nothing wrong in the page (no
  // console error, no failed request) and the tab never mounted anew: the click is made again
  // until the tab is selected.
  await expect(async () => {
    await reviewsTab.click();
    await expect(reviewsTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const reviews = shop.getByRole('region', { name: 'Customer reviews' });
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  expect(formCode.length).toBeGreaterThan(0);

  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5.')).toBeVisible();
  const author = `Reviewer ${Date.now()}`;
  await form.getByLabel('Your name').fill(author);
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill('Fitted in twenty minutes, no more squeal.');
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review has been posted.');
  const newest = reviews.getByRole('listitem').first();
  await expect(newest).toContainText(author);
  await expect(newest).toContainText('Fitted in twenty minutes, no more squeal.');
});

test('quick view refuses an empty quantity and a missing option', async ({ page }) => {
  await page.goto('/shop/category/coil-springs/products');
  await expectAreaLoaded(page, 'shop');
  const shop = page.locator('[data-area="shop"]');
  const list = await listProducts(page, 'filter_category=coil-springs');
  const target = list.items.find((item) => item.options.length > 0)!;
  const card = shop.getByRole('article').filter({ hasText: target.name });
  await card.hover();
  await card.getByRole('button', { name: 'Quick view' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(dialog.getByRole('img', { name: target.name }).first()).toBeVisible();

  await dialog.getByRole('spinbutton').fill('');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please specify a quantity of at least 1.');
  await dialog.getByRole('spinbutton').fill('2');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('alert').last()).toHaveText(
    'Please choose a value for every product option.',
  );
  await expect(page.getByText('was added to your cart')).toHaveCount(0);
});
