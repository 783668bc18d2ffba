import { expect, test } from '@playwright/test';
import { AREAS, expectAreaLoaded, expectShellChrome, navigateInApp } from './support/areas';

test.describe('the composed storefront', () => {
  for (const { name, route } of AREAS) {
    test(`${route} renders the ${name} area inside the shell`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));

      await page.goto(route);

      await expectAreaLoaded(page, name);
      await expectShellChrome(page);
      expect(errors).toEqual([]);
    });
  }

  test('reads the deployment config at start', async ({ page }) => {
    const config = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/config.json',
    );
    await page.goto('/');
    expect((await config).ok()).toBe(true);
    await expectShellChrome(page);
  });

  test('deep links survive a reload', async ({ page }) => {
    await page.goto('/account/login');
    await expectAreaLoaded(page, 'account');

    await page.reload();

    await expect(page).toHaveURL('/account/login');
    await expectAreaLoaded(page, 'account');
  });

  test('moves between areas without reloading the page', async ({ page }) => {
    await page.goto('/shop');
    await expectAreaLoaded(page, 'shop');
    // A full load would reset this marker: the areas must share the one page.
    await page.evaluate(() => ((window as { e2eMarker?: string }).e2eMarker = 'same page'));

    for (const { name, route } of AREAS) {
      await navigateInApp(page, route);
      await expectAreaLoaded(page, name);
    }
    await page.goBack();
    await expectAreaLoaded(page, AREAS[AREAS.length - 2]!.name);

    expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe(
      'same page',
    );
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByText('Oops! Error 404')).toBeVisible();
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox').or(main.getByRole('textbox')).first()).toBeVisible();
    await expectShellChrome(page);

    const home = main
      .getByRole('link', { name: 'Go To Home Page' })
      .or(main.getByRole('button', { name: 'Go To Home Page' }));
    await home.first().click();
    await expect(page).toHaveURL('/');
  });

  test('a missing script is a real 404, not the page', async ({ request }) => {
    const response = await request.get('/no-such-file.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });
});
