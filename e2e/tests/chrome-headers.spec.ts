import { expect, test } from '@playwright/test';
import {
  TONES,
  accountIndicator,
  backdropOf,
  expectSameRow,
  DESKTOP,
  PHONE,
  openSearch,
  type Tone,
} from './support/chrome';

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
