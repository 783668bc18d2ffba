import { expect, test } from '@playwright/test';
import { signInFromHeader } from './support/account';
import { area } from './support/areas';
import { catalogProducts, seedShopper } from './support/catalog';
import { DESKTOP } from './support/chrome';
import { ReflowJourney } from './support/reflow';

// Issue 13, item 5 (WCAG 2.2 AA), the criterion axe-core cannot judge: reflow. At 320 CSS px no
// route of any area scrolls sideways; wide tables scroll in their own box. axe's journeys run at
// 390 px and wider, so these walk the routes again, at 320, without axe (a second a page).

const NARROW = { width: 320, height: 640 };

test.use({ viewport: NARROW });
test.describe.configure({ timeout: 90_000 });

test('the shop: catalog views, products, cart, wishlist, compare, checkout', async ({ page }) => {
  const { plain, withOptions } = await catalogProducts(page);
  await seedShopper(page, plain);
  const journey = new ReflowJourney(page);
  await journey.visitAll([
    { path: '/' },
    ...[
      '/shop',
      '/shop/category/brakes',
      '/shop/category/brake-pads/products',
      '/shop/category-grid',
      '/shop/category-list',
      '/shop/category-table',
      '/shop/category-right-sidebar',
      `/shop/products/${withOptions.slug}`,
      '/shop/product-full',
      '/shop/product-sidebar',
      '/shop/cart',
      '/shop/wishlist',
      '/shop/compare',
      '/shop/checkout',
      '/shop/track-order',
    ].map((path) => ({ path, area: 'shop' as const })),
  ]);
  journey.expectNone();
});

test('the other areas: sign-in pages, blog, vehicles, site pages, status', async ({ page }) => {
  const journey = new ReflowJourney(page);
  await journey.visitAll([
    ...['/account/login', '/register/new', '/forgot-password/enter-email'].map((path) => ({
      path,
      area: 'account' as const,
    })),
    ...['/blog', '/blog/post/how-to-replace-brake-pads', '/blog/category-list-right-sidebar'].map(
      (path) => ({ path, area: 'blog' as const }),
    ),
    ...['/vehicle', '/vehicle/3292'].map((path) => ({ path, area: 'vehicle' as const })),
    ...['about-us', 'contact-us-v1', 'terms', 'faq', 'components', 'typography'].map((name) => ({
      path: `/site/${name}`,
      area: 'site' as const,
    })),
  ]);
  await journey.open({ path: '/status' });
  await expect(page.getByRole('row', { name: /^shop/ })).toBeVisible();
  await journey.check('/status');
  journey.expectNone();
});

test("a customer's account: dashboard, orders, an order, addresses, profile, garage", async ({
  page,
}) => {
  const journey = new ReflowJourney(page);
  // The sign-in dropdown is the desktop header's; the narrow window comes after it.
  await page.setViewportSize(DESKTOP);
  await journey.open({ path: '/account/login', area: 'account' });
  await signInFromHeader(page);
  await page.setViewportSize(NARROW);
  await journey.visitAll(
    ['/account/dashboard', '/account/orders'].map((path) => ({ path, area: 'account' as const })),
  );
  const order = await area(page, 'account')
    .locator('a[href^="/account/orders/"]')
    .first()
    .getAttribute('href');
  await journey.visitAll(
    [
      order!,
      '/account/addresses',
      '/account/addresses/new',
      '/account/profile',
      '/account/garage',
    ].map((path) => ({ path, area: 'account' as const })),
  );
  journey.expectNone();
});

test('right to left: home, the table view and a product', async ({ page }) => {
  const { withOptions } = await catalogProducts(page);
  const journey = new ReflowJourney(page);
  await journey.visitAll([{ path: '/?lang=en-RTL' }]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await journey.visitAll(
    ['/shop/category-table', `/shop/products/${withOptions.slug}`].map((path) => ({
      path,
      area: 'shop' as const,
    })),
  );
  journey.expectNone();
});

test('a page made too wide on purpose is reported with what sticks out (the check can fail)', async ({
  page,
}) => {
  const journey = new ReflowJourney(page);
  await journey.open({ path: '/site/about-us', area: 'site' });
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.whiteSpace = 'nowrap';
    wide.textContent = 'A line of text that does not wrap and is far wider than a phone';
    document.getElementById('main')!.append(wide);
  });
  await journey.check('about us, spoiled');
  expect(journey.findings).toHaveLength(1);
  expect(journey.findings[0]).toMatch(/^about us, spoiled: \d+ px wide in a 320 px window/);
  expect(journey.findings[0]).toContain(
    '<div style="white-space: nowrap;">A line of text that does not wrap',
  );
});
