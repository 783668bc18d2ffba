import { expect, test } from '@playwright/test';
import { expectAreaLoaded } from './support/areas';
import { accountIndicator, chooseInTopBar, DESKTOP, productPriced } from './support/chrome';

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
    // A dropdown's caret is drawn with physical borders, like its physical rotation, so it
    // points down in RTL too (logical borders turned it into a '<').
    const caretBorders = await header
      .getByRole('button', { name: /^Currency: / })
      .evaluate((trigger) => {
        const caret = getComputedStyle(trigger, '::after');
        return [caret.borderRightStyle, caret.borderBottomStyle, caret.borderLeftStyle];
      });
    expect(caretBorders).toEqual(['solid', 'solid', 'none']);
  });

  test('the common texts are asked for once, in the language the page opens in', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The saved language wins over the browser's; the address's over both.
    await page.addInitScript(() => window.localStorage.setItem('language', 'ru'));
    await page.goto('/site/about-us');
    await expect(page.getByRole('banner').getByRole('link', { name: 'О нас' })).toBeVisible();
    await page.goto('/site/about-us?lang=en-RTL');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toBeVisible();
    // With English (the fallback), and not asked for again by i18next.
    expect(requested.filter((path) => path.startsWith('/assets/i18n/'))).toEqual([
      '/assets/i18n/ru.json',
      '/assets/i18n/en.json',
      '/assets/i18n/en-RTL.json',
      '/assets/i18n/en.json',
    ]);
    // Asked for by the shell's entry, before the bundles (i18next among them) are.
    const firstChunk = requested.findIndex((path) => path.endsWith('.js') && path !== '/main.js');
    expect(requested.indexOf('/assets/i18n/ru.json')).toBeLessThan(firstChunk);
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
