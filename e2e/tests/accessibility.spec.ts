import { expect, test, type Page } from '@playwright/test';
import { catalogProducts, seedShopper } from './support/catalog';
import { AxeJourney, revealLazyBlocks } from './support/axe';
import { area } from './support/areas';
import { SEEDED_CUSTOMER, signInFromHeader } from './support/account';
import { fillBilling } from './support/checkout';
import { accountIndicator, DESKTOP } from './support/chrome';

// Issue 13, item 5: WCAG 2.2 AA on every route of every area, with the dialogs, dropdowns and
// menus open, forms showing their errors, on a phone and right to left: axe-core finds nothing
// serious or critical. Each test is one journey (one browser page, client-side navigation where
// the storefront's links use it), a few per area, so the two CI workers share the work.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP });
// A scan takes one to three seconds on a busy two-core machine; a journey makes up to a dozen.
test.describe.configure({ timeout: 90_000 });

/** Checks the page with a header dropdown open (mini cart, account, vehicle picker), then closes it. */
async function checkOpen(axe: AxeJourney, page: Page, label: string, opened: string | RegExp) {
  const panel = page.getByRole('region', { name: opened });
  await expect(panel).toBeVisible();
  await axe.check(label);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Home with every block in: the shop's rows arrive last, some only once scrolled to. */
async function expectHomeComplete(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await revealLazyBlocks(page);
}

const HEADER_VARIANTS = [
  'spaceship-two',
  'spaceship-three',
  'classic-two',
  'classic-three',
  'classic-four',
  'classic-five',
];

test('the shell: both homes and a 404', async ({ page }) => {
  const axe = new AxeJourney(page);
  await axe.open({ path: '/' });
  await expectHomeComplete(page);
  await axe.check('/');
  await axe.visitAll([{ path: '/no-such-page' }]);
  // Home one (the vehicle finder hero) under the spaceship header.
  await axe.open({ path: '/header-spaceship-variant-one' });
  await expectHomeComplete(page);
  await axe.check('/header-spaceship-variant-one');
  axe.expectNone();
});

test('the other header variants', async ({ page }) => {
  const axe = new AxeJourney(page);
  // Their demo routes show home one under another header: the bands' colours differ, the header
  // alone needs checking.
  for (const id of HEADER_VARIANTS) {
    const [layout, number] = id.split('-');
    await axe.open({ path: `/header-${layout}-variant-${number}` });
    await axe.check(`header ${id}`, 'header');
  }
  axe.expectNone();
});

test('the catalog: the shop, the lists, a category and the quick view open', async ({ page }) => {
  const axe = new AxeJourney(page);
  await axe.visitAll(
    [
      '/shop',
      '/shop/category/brakes',
      '/shop/category/brake-pads/products',
      // A search ranked by relevance, and one that found nothing (did you mean, other ways in).
      '/shop/category/products?filter_q=brkae%20hose',
      '/shop/category/products?filter_q=headlite%20bulbz',
      '/shop/category/products',
    ].map((path) => ({ path, area: 'shop' as const })),
  );
  const card = area(page, 'shop').getByRole('article').first();
  await card.hover();
  await card.getByRole('button', { name: 'Quick view' }).click();
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
  await axe.check('quick view');
  await page.keyboard.press('Escape');
  // The suggestions under the header's search: a product found by its number, the typed part marked.
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('HAM-BH19');
  const suggestions = page.getByRole('region', { name: 'Search suggestions' });
  await expect(suggestions.locator('mark').first()).toBeVisible();
  await axe.check('search suggestions (a number matched)');
  axe.expectNone();
});

test("the catalog's other views", async ({ page }) => {
  const axe = new AxeJourney(page);
  await axe.visitAll(
    [
      '/shop/category-grid',
      '/shop/category-grid-with-features',
      '/shop/category-list',
      '/shop/category-table',
      '/shop/category-right-sidebar',
    ].map((path) => ({ path, area: 'shop' as const })),
  );
  axe.expectNone();
});

test('products: a page with options, the other layouts, an unknown product', async ({ page }) => {
  const { withOptions } = await catalogProducts(page);
  const axe = new AxeJourney(page);
  await axe.visitAll(
    [
      `/shop/products/${withOptions.slug}`,
      '/shop/product-full',
      '/shop/product-sidebar',
      '/shop/products/no-such-part',
    ].map((path) => ({ path, area: 'shop' as const })),
  );
  axe.expectNone();
});

test('right to left: home and a product page', async ({ page }) => {
  const { withOptions } = await catalogProducts(page);
  const axe = new AxeJourney(page);
  await axe.open({ path: '/?lang=en-RTL' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectHomeComplete(page);
  await axe.check('/ (rtl)');
  await axe.open({ path: `/shop/products/${withOptions.slug}`, area: 'shop' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await axe.check('product (rtl)');
  axe.expectNone();
});

test('buying: cart, mini cart, checkout with its errors, order success, track order', async ({
  page,
}) => {
  const { plain } = await catalogProducts(page);
  await seedShopper(page, plain);
  const axe = new AxeJourney(page);
  const shop = area(page, 'shop');
  await axe.visitAll(
    ['/shop/cart', '/shop/wishlist', '/shop/compare', '/shop/order-success'].map((path) => ({
      path,
      area: 'shop' as const,
    })),
  );
  await page.getByTestId('cart-indicator').click();
  await checkOpen(axe, page, 'mini cart', /Shopping cart/);

  await axe.open({ path: '/shop/checkout', area: 'shop' });
  await axe.check('/shop/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop.getByText('Please read and accept the terms and conditions')).toBeVisible();
  await axe.check('checkout showing its errors');

  const email = `axe-${Date.now()}@example.com`;
  await fillBilling(page, email);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/shop\/order-success\/\w{32}$/);
  await expect(shop.getByText('Thank you. Your order has been received.')).toBeVisible();
  await axe.check('order success');
  const number = (await shop
    .getByText(/^\d{4,}$/)
    .first()
    .textContent())!.trim();

  await axe.open({ path: '/shop/track-order', area: 'shop' });
  await axe.check('/shop/track-order');
  await shop.getByLabel('Order number').fill(number);
  await shop.getByLabel('Email address').fill(email);
  await shop.getByRole('button', { name: 'Track' }).click();
  await expect(shop.getByText(`Order #${number}`).first()).toBeVisible();
  await axe.check('a tracked order');
  axe.expectNone();
});

test('a guest: sign in, register and password pages, the sign-in dropdown, errors', async ({
  page,
}) => {
  const axe = new AxeJourney(page);
  const account = area(page, 'account');
  await axe.visitAll(
    [
      '/register/new',
      '/register/existing',
      '/forgot-password/enter-email',
      '/forgot-password/set-new',
      '/forgot-password/set-new-success',
      '/account/no-such-page',
      '/account/login',
    ].map((path) => ({ path, area: 'account' as const })),
  );
  await account.getByRole('button', { name: 'Login', exact: true }).first().click();
  await expect(account.getByText(/required/i).first()).toBeVisible();
  await axe.check('login showing its errors');

  await accountIndicator(page, /Hello, Log In/).click();
  await checkOpen(axe, page, 'sign-in dropdown', /Hello, Log In/);
  axe.expectNone();
});

/** Signs the seeded customer in from the header, on the login page (it only reads data). */
async function signIn(axe: AxeJourney, page: Page): Promise<void> {
  await axe.open({ path: '/account/login', area: 'account' });
  await signInFromHeader(page);
}

test('a customer: the account menu, dashboard, profile, password and garage', async ({ page }) => {
  const axe = new AxeJourney(page);
  await signIn(axe, page);
  const signedIn = new RegExp(SEEDED_CUSTOMER.email);
  await accountIndicator(page, signedIn).click();
  await checkOpen(axe, page, 'account menu', signedIn);
  await axe.visitAll(
    ['/account/dashboard', '/account/profile', '/account/password', '/account/garage'].map(
      (path) => ({ path, area: 'account' as const }),
    ),
  );
  axe.expectNone();
});

test("a customer's orders and addresses, an address form showing its errors", async ({ page }) => {
  const axe = new AxeJourney(page);
  const account = area(page, 'account');
  await signIn(axe, page);
  await axe.visitAll([{ path: '/account/orders', area: 'account' }]);
  const order = await account.locator('a[href^="/account/orders/"]').first().getAttribute('href');
  await axe.visitAll([
    { path: order!, area: 'account', label: 'an order' },
    { path: '/account/addresses', area: 'account' },
  ]);
  await account
    .getByRole('link', { name: /^Edit the address of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/addresses\/\d+$/);
  await expect(account.getByRole('form')).toBeVisible();
  await axe.check('an address');

  await axe.visitAll([{ path: '/account/addresses/new', area: 'account' }]);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByText(/required/i).first()).toBeVisible();
  await axe.check('new address showing its errors');
  axe.expectNone();
});

test('the blog: the list, its layouts, posts and a missing post', async ({ page }) => {
  const axe = new AxeJourney(page);
  await axe.visitAll(
    [
      '/blog',
      '/blog/post/how-to-replace-brake-pads',
      '/blog/category-classic-left-sidebar',
      '/blog/category-grid',
      '/blog/category-list-right-sidebar',
      '/blog/post-full-width',
      '/blog/post-without-image',
      '/blog/post/no-such-post',
    ].map((path) => ({ path, area: 'blog' as const })),
  );
  axe.expectNone();
});

test('vehicles: the finder, a vehicle, an unknown one, the header picker open', async ({
  page,
}) => {
  const axe = new AxeJourney(page);
  await axe.visitAll(
    ['/vehicle', '/vehicle/3292', '/vehicle/999999'].map((path) => ({
      path,
      area: 'vehicle' as const,
    })),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Select Vehicle' }).click();
  const picker = page.getByRole('region', { name: 'Vehicle picker' });
  await expect(picker.getByLabel('Year', { exact: true })).toBeFocused();
  await checkOpen(axe, page, 'vehicle picker', 'Vehicle picker');
  axe.expectNone();
});

test('the site pages and the status page', async ({ page }) => {
  const axe = new AxeJourney(page);
  await axe.visitAll(
    [
      'about-us',
      'contact-us-v1',
      'contact-us-v2',
      'terms',
      'faq',
      'components',
      'typography',
      'not-found',
    ].map((name) => ({ path: `/site/${name}`, area: 'site' as const })),
  );
  // The shell's status page, its table of versions filled in.
  await axe.open({ path: '/status' });
  await expect(page.getByRole('row', { name: /^shop/ })).toBeVisible();
  await axe.check('/status');
  axe.expectNone();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('home, a product, the filters drawer, the mobile menu and the second mobile header', async ({
    page,
  }) => {
    const { withOptions } = await catalogProducts(page);
    const axe = new AxeJourney(page);
    await axe.open({ path: '/' });
    await expectHomeComplete(page);
    await axe.check('/ (phone)');
    await axe.open({ path: `/shop/products/${withOptions.slug}`, area: 'shop' });
    await axe.check('product (phone)');
    await axe.open({ path: '/shop/category/brakes/products', area: 'shop' });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await axe.check('filters drawer open (phone)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await axe.check('mobile menu');
    await menu.getByRole('button', { name: 'Shop By Category' }).click();
    await expect(menu.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    await axe.check('mobile menu, categories');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await axe.open({ path: '/mobile-header-variant-two' });
    await axe.check('mobile header two', 'header');
    axe.expectNone();
  });
});

test('a page spoiled on purpose is reported: rule, markup and reason (the check can fail)', async ({
  page,
}) => {
  const axe = new AxeJourney(page);
  await axe.open({ path: '/site/about-us', area: 'site' });
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.cssText = 'color: #eeeeee; background: #ffffff';
    document.getElementById('main')!.append(faint);
  });
  await axe.check('about us, spoiled');
  expect(axe.findings).toHaveLength(1);
  expect(axe.findings[0]).toContain('about us, spoiled: color-contrast (serious, 1 nodes)');
  expect(axe.findings[0]).toContain('<p style="color: rgb(238, 238, 238)');
  expect(axe.findings[0]).toContain('insufficient color contrast of 1.16');
});
