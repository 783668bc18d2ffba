import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded, expectShellChrome } from './support/areas';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'react-toastify',
  'ky',
  '@autoparts/shared',
];

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** The federation runtime's share scope as the shell's instance sees it. */
function shareScope(page: Page): Promise<Record<string, ShareEntry[]>> {
  return page.evaluate(() => {
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } }
    ).__FEDERATION__;
    const hostKey = Object.keys(federation.__SHARE__).find((key) => key.startsWith('shell'))!;
    const scope = (
      federation.__SHARE__[hostKey] as Record<string, Record<string, Record<string, never>>>
    ).default!;
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [
        name,
        Object.entries(versions).map(([version, shared]) => {
          const entry = shared as { from: string; loaded?: boolean; useIn?: string[] };
          return {
            version,
            from: entry.from,
            loaded: Boolean(entry.loaded),
            useIn: entry.useIn ?? [],
          };
        }),
      ]),
    );
  });
}

/** A product whose card adds straight to the cart (no options to choose first). */
async function productWithoutOptions(page: Page): Promise<{ name: string; slug: string }> {
  const response = await page.request.get('/api/shop/products?limit=100');
  const list = (await response.json()) as {
    items: { name: string; slug: string; options: unknown[] }[];
  };
  const product = list.items.find((item) => item.options.length === 0);
  if (!product) throw new Error('the catalog has no product without options on its first page');
  return product;
}

test('every singleton has one copy at runtime, provided by the shell and used by the remote', async ({
  page,
}) => {
  await page.goto('/shop');
  await expectAreaLoaded(page, 'shop');

  const scope = await shareScope(page);
  for (const name of SINGLETONS) {
    const versions = scope[name];
    expect(versions, `${name} is in the share scope`).toBeDefined();
    expect(versions, `${name} has one version`).toHaveLength(1);
    expect(versions![0]!.from, `${name} comes from the shell`).toBe('shell');
    expect(versions![0]!.loaded, `${name} is loaded`).toBe(true);
  }
  for (const name of ['react', 'mobx', '@autoparts/shared']) {
    expect(scope[name]![0]!.useIn, `the shop uses the shell's ${name}`).toContain('shop');
  }
});

test("the cart a remote writes to is the one the shell's header reads", async ({ page }) => {
  const product = await productWithoutOptions(page);
  await page.goto(`/shop/products/${product.slug}`);
  await expectAreaLoaded(page, 'shop');
  const indicator = page.getByTestId('cart-indicator');
  await expect(indicator).toHaveAttribute('aria-label', /: 0 items/);

  await page
    .locator('[data-area="shop"]')
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();

  // The shell's header re-renders from the very store the shop area changed: no reload, no event bus.
  await expect(indicator).toHaveAttribute('aria-label', /: 1 items/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(saved).toEqual([
    expect.objectContaining({
      quantity: 1,
      product: expect.objectContaining({ slug: product.slug }),
    }),
  ]);
});

test('corrupt or foreign stored data falls back to defaults and never breaks a page', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const junk: Record<string, string> = {
      cartItems: '{not json',
      wishlistItems: '[1, "two", {"id": "x"}]',
      compareItems: '{"id": 1}',
      currency: 'XYZ',
      language: 'klingon',
      user: '"just a string"',
      accessToken: 'a-token-without-a-user',
      refreshToken: '',
      garage: 'null',
      currentVehicle: '[1,2,3]',
    };
    for (const [key, value] of Object.entries(junk)) localStorage.setItem(key, value);
  });

  for (const route of ['/', '/shop', '/account/login', '/vehicle']) {
    await page.goto(route);
    await expectShellChrome(page);
  }

  await expect(page.getByTestId('cart-indicator')).toHaveAttribute(
    'aria-label',
    /: 0 items, \$0\.00/,
  );
  // A token without a user is not a session: start-up clears the stored auth data.
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(errors).toEqual([]);
});
