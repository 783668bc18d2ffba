import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';
import {
  TONES,
  accountIndicator,
  backdropOf,
  chooseInTopBar,
  expectSameRow,
  type Tone,
} from './support/chrome';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

interface DesktopVariant {
  route: string;
  id: string;
  layout: 'spaceship' | 'classic';
  topBar: Tone;
  body: Tone;
  nav: Tone;
  departments: 'nav' | 'search';
  phone: 'nav' | 'body';
}

// Spec §4's eight desktop headers: each differs from every other in at least one of these.
const DESKTOP_VARIANTS: DesktopVariant[] = [
  ['spaceship', 'one', 'dark', 'light', 'dark', 'nav', 'nav'],
  ['spaceship', 'two', 'accent', 'dark', 'light', 'nav', 'nav'],
  ['spaceship', 'three', 'grey', 'light', 'light', 'nav', 'nav'],
  ['classic', 'one', 'dark', 'dark', 'light', 'nav', 'nav'],
  ['classic', 'two', 'grey', 'light', 'dark', 'nav', 'body'],
  ['classic', 'three', 'dark', 'accent', 'light', 'search', 'nav'],
  ['classic', 'four', 'grey', 'light', 'light', 'search', 'nav'],
  ['classic', 'five', 'dark', 'light', 'accent', 'nav', 'nav'],
].map(([layout, number, topBar, body, nav, departments, phone]) => ({
  route: `/header-${layout}-variant-${number}`,
  id: `${layout}-${number}`,
  layout: layout as DesktopVariant['layout'],
  topBar: topBar as Tone,
  body: body as Tone,
  nav: nav as Tone,
  departments: departments as DesktopVariant['departments'],
  phone: phone as DesktopVariant['phone'],
}));

async function productPriced(
  page: Page,
  atLeast: number,
): Promise<{ slug: string; price: number }> {
  const response = await page.request.get('/api/shop/products?limit=100');
  const list = (await response.json()) as { items: { slug: string; price: number }[] };
  const product = list.items.find((item) => item.price >= atLeast);
  if (!product) throw new Error(`no product costs $${atLeast} or more on the first page`);
  return product;
}

test.describe('desktop headers', () => {
  test.use({ viewport: DESKTOP });

  for (const variant of DESKTOP_VARIANTS) {
    test(`${variant.route} shows header ${variant.id}`, async ({ page }) => {
      await page.goto(variant.route);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-header', variant.id);

      // Spaceship top bars are two wings either side of the logo; the classic one is one strip.
      const information = header.getByRole('navigation', { name: 'Information' });
      const storeAndBlog = header.getByRole('navigation', { name: 'Store and blog' });
      await expect(information).toBeVisible();
      if (variant.layout === 'spaceship') {
        await expect(storeAndBlog).toBeVisible();
        await expect(information.getByRole('link', { name: 'Blog' })).toHaveCount(0);
      } else {
        await expect(storeAndBlog).toHaveCount(0);
        await expect(information.getByRole('link', { name: 'Blog' })).toBeVisible();
      }

      const menu = header.getByRole('navigation', { name: 'Main menu' });
      const search = header.getByRole('searchbox');
      const colours = {
        topBar: await backdropOf(information),
        body: await backdropOf(accountIndicator(page)),
        nav: await backdropOf(menu),
      };
      expect(colours).toEqual({
        topBar: TONES[variant.topBar],
        body: TONES[variant.body],
        nav: TONES[variant.nav],
      });

      const departments = header.getByRole('button', { name: 'Shop By Category' });
      await expectSameRow(
        departments,
        variant.departments === 'search' ? search : menu,
        `departments beside the ${variant.departments}`,
      );
      const phone = header.getByRole('link', { name: /Free call 24\/7/ });
      await expectSameRow(
        phone,
        variant.phone === 'body' ? search : menu,
        `call-us block in the ${variant.phone} row`,
      );
    });
  }

  test('pages without a header of their own get spaceship one; home gets classic one', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'spaceship-one');
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'classic-one');
  });
});

/** Variant one's button opening the search (the form's submit button has the same name). */
function openSearch(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search', expanded: false });
}

test.describe('mobile headers', () => {
  test.use({ viewport: PHONE });

  test('variant one hides the search behind a button', async ({ page }) => {
    await page.goto('/mobile-header-variant-one');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-header', 'mobile-one');
    await expect(header.getByRole('searchbox')).toHaveCount(0);
    await openSearch(page).click();
    await expect(header.getByRole('searchbox')).toBeFocused();
  });

  test('variant two shows the search on a row of its own', async ({ page }) => {
    await page.goto('/mobile-header-variant-two');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-header', 'mobile-two');
    await expect(openSearch(page)).toHaveCount(0);
    const menuButton = await header.getByRole('button', { name: 'Open menu' }).boundingBox();
    const search = await header.getByRole('searchbox').boundingBox();
    expect(search!.y).toBeGreaterThanOrEqual(menuButton!.y + menuButton!.height);
  });

  test('the mobile menu: panels, back, a plain link closes it, scroll lock, Escape', async ({
    page,
  }) => {
    await page.goto('/shop');
    const body = page.locator('body');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(body).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(body).toHaveCSS('overflow', 'hidden');

    await menu.getByRole('button', { name: 'Shop By Category' }).click();
    await expect(menu.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    await menu.getByRole('button', { name: 'Brakes' }).click();
    await expect(menu.getByRole('heading', { name: 'Brakes' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Suspension & Steering' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/shop/category/brakes',
    );

    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    // The row that opened the closed panel takes the focus back.
    await expect(menu.getByRole('button', { name: 'Brakes' })).toBeFocused();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('heading')).toHaveCount(0);
    await expect(menu.getByRole('button', { name: /^Language/ })).toBeVisible();

    await menu.getByRole('link', { name: 'By Vehicle' }).click();
    await expect(page).toHaveURL('/vehicle');
    await expect(menu).toBeHidden();
    await expect(body).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(body).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('currency, language and account', () => {
  test.use({ viewport: DESKTOP });

  test('a currency choice converts the prices: € and whole roubles with spaced thousands', async ({
    page,
  }) => {
    const product = await productPriced(page, 20);
    await page.goto(`/shop/products/${product.slug}`);
    await expectAreaLoaded(page, 'shop');
    const shop = page.locator('[data-area="shop"]');
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    await expect(shop.getByText(dollars.format(product.price)).first()).toBeVisible();

    await chooseInTopBar(page, 'Currency', /Euro/);
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    await expect(shop.getByText(euros.format(product.price * 0.92)).first()).toBeVisible();
    await expect(page.getByTestId('cart-indicator')).toContainText('€0.00');

    await chooseInTopBar(page, 'Currency', /Russian Ruble/);
    const roubles = Math.round(product.price * 64)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    await expect(shop.getByText(`${roubles} ₽`).first()).toBeVisible();
    await expect(page.getByTestId('cart-indicator')).toContainText('0 ₽');
  });

  test('Русский translates the chrome; RTL turns the page right to left', async ({ page }) => {
    await page.goto('/shop');
    const html = page.locator('html');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();

    await chooseInTopBar(page, 'Language', 'Русский');
    await expect(html).toHaveAttribute('lang', 'ru');
    await expect(header.getByRole('link', { name: 'О нас' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Каталог товаров' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.goto('/shop?lang=en-RTL');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
  });

  test('an empty sign-in form shows what is required', async ({ page }) => {
    await page.goto('/shop');
    await accountIndicator(page, /Hello, Log In/).click();
    const form = page.getByRole('region', { name: /Hello, Log In/ });
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('This field is required')).toHaveCount(2);
    await expect(form.getByLabel('Email address or phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sign in from the account indicator, then sign out', async ({ page }) => {
    const email = 'red-parts@example.com';
    await page.goto('/shop');
    await accountIndicator(page, /Hello, Log In/).click();
    const form = page.getByRole('region', { name: /Hello, Log In/ });
    await form.getByLabel('Email address or phone').fill(email);
    await form.getByLabel('Password').fill('123456');
    await form.getByRole('button', { name: 'Login', exact: true }).click();

    const signedIn = accountIndicator(page, new RegExp(email));
    await expect(signedIn).toBeVisible();
    await expect(signedIn).toContainText(email);
    await page.goto('/site/about-us');
    await expect(signedIn).toBeVisible();

    await signedIn.click();
    await page
      .getByRole('region', { name: new RegExp(email) })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL('/account/login');
    await expect(accountIndicator(page, /Hello, Log In/)).toBeVisible();
  });
});

test.describe('home one', () => {
  for (const viewport of [PHONE, { width: 600, height: 900 }, DESKTOP]) {
    test(`the vehicle finder keeps its place while the form loads, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Hold the vehicle area back to see the place kept for its form.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/remotes/vehicle/mf-manifest.json', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/header-spaceship-variant-one');
      const findParts = page.getByRole('button', { name: 'Find Parts' });
      await expect(findParts).toBeVisible();
      await expect(page.getByLabel('Year', { exact: true })).toHaveCount(0);
      const before = await findParts.boundingBox();

      release();
      await expect(page.getByLabel('Year', { exact: true })).toBeVisible();
      const after = await findParts.boundingBox();
      expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
    });
  }
});

/**
 * Loads every lazy image of the page now and waits until each has loaded (or
 * failed): a full-page screenshot alone leaves the images below the fold blank.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

test.describe('home screenshots', () => {
  const folder = path.join(__dirname, '..', 'artifacts', 'screenshots');

  for (const viewport of [PHONE, DESKTOP]) {
    for (const direction of ['ltr', 'rtl'] as const) {
      test(`home at ${viewport.width} px, ${direction}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(direction === 'rtl' ? '/?lang=en-RTL' : '/');
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        // The shop's blocks are the last part of home to arrive: wait for their products.
        await expect(page.locator('main').getByRole('article').first()).toBeVisible();
        await loadLazyImages(page);
        await page.evaluate(() => document.fonts.ready);
        mkdirSync(folder, { recursive: true });
        await page.screenshot({
          path: path.join(folder, `home-${viewport.width}-${direction}.png`),
          fullPage: true,
        });
      });
    }
  }
});
