import { expect, test } from '@playwright/test';
import { isRemoteFile } from './support/areas';
import { DESKTOP, productPriced } from './support/chrome';

test.describe('cart, search and footer', () => {
  test.use({ viewport: DESKTOP });

  test('the mini cart lists lines with their options, the totals, View Cart and Checkout', async ({
    page,
  }) => {
    const product = await productPriced(page, 20);
    const full = await (await page.request.get(`/api/shop/products/${product.slug}`)).json();
    await page.addInitScript(
      (item) => {
        localStorage.setItem('cartItems', JSON.stringify([item]));
      },
      { product: full, quantity: 2, options: [{ name: 'Color', value: 'Black' }] },
    );
    await page.goto('/shop');
    const money = (value: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
    const subtotal = product.price * 2;
    const cart = page.getByTestId('cart-indicator');
    await expect(cart).toContainText(money(subtotal));
    await expect(cart).toContainText('2');

    await cart.click();
    const mini = page.getByRole('region', { name: /Shopping cart/ });
    await expect(mini.getByRole('link', { name: full.name }).first()).toBeVisible();
    await expect(mini.getByText('Color: Black')).toBeVisible();
    for (const [title, value] of [
      ['Subtotal', subtotal],
      ['Shipping', 25],
      ['Tax', subtotal * 0.2],
      ['Total', subtotal * 1.2 + 25],
    ] as const) {
      await expect(mini.getByRole('row', { name: new RegExp(`^${title}`) })).toContainText(
        money(value),
      );
    }
    await mini.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL('/shop/cart');
    await cart.click();
    await mini.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/shop/checkout');
  });

  test("the mini cart is the shop's fragment, fetched when the dropdown first opens", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/shop/') && pathname.includes('MiniCart')) {
        fetched.push(pathname);
      }
    });
    await page.goto('/site/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched).toEqual([]);

    await page.getByTestId('cart-indicator').click();
    const mini = page.getByRole('region', { name: /Shopping cart/ });
    await expect(mini.getByText('Your shopping cart is empty!')).toBeVisible();
    expect(fetched.length).toBeGreaterThan(0);
  });

  test('with the shop down, the cart dropdown still leads to the cart page', async ({ page }) => {
    await page.route(isRemoteFile('shop', 'mf-manifest.json'), (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/site/about-us');
    await page.getByTestId('cart-indicator').click();
    const mini = page.getByRole('region', { name: /Shopping cart/ });
    await expect(mini.getByText(/The cart preview could not be loaded/)).toBeVisible();
    await mini.getByRole('link', { name: 'Open the shopping cart' }).click();
    await expect(page).toHaveURL('/shop/cart');
  });

  test('the suggestions and the vehicle picker are never open together', async ({ page }) => {
    await page.goto('/shop');
    const header = page.getByRole('banner');
    const suggestions = page.getByRole('region', { name: 'Search suggestions' });
    const picker = header.getByRole('button', { name: 'Select Vehicle' });
    await header.getByRole('searchbox').fill('brake');
    await expect(suggestions).toBeVisible();

    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions).toHaveCount(0);

    await header.getByRole('searchbox').fill('oil');
    await expect(suggestions).toBeVisible();
    await expect(picker).toHaveAttribute('aria-expanded', 'false');

    // The focus leaving the search area closes the suggestions.
    await header.getByRole('searchbox').press('Shift+Tab');
    await expect(suggestions).toHaveCount(0);
  });

  test('the newsletter subscribe does nothing and never reloads the page', async ({ page }) => {
    await page.goto('/site/about-us');
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Your email address' }).fill('me@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/site/about-us');
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  });
});
