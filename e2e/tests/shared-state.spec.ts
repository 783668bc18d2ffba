import { expect, test, type Browser, type Page } from '@playwright/test';
import { area, expectAreaLoaded, expectShellChrome } from './support/areas';
import { accountIndicator } from './support/chrome';

const SINGLETONS = [
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-toastify',
  'ky',
  '@autoparts/shared',
  '@autoparts/shared/router',
  '@autoparts/shared/translation',
];

/** Singletons a first visit does not download: react-toastify comes with the first message. */
const ON_FIRST_MESSAGE = ['react-toastify'];

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
    expect(versions![0]!.loaded, `${name} is loaded`).toBe(!ON_FIRST_MESSAGE.includes(name));
  }
  // The shop's observers come from the shell's mobx-react-lite, which uses the shell's one mobx.
  for (const name of [
    'react',
    'mobx-react-lite',
    '@autoparts/shared',
    '@autoparts/shared/router',
  ]) {
    expect(scope[name]![0]!.useIn, `the shop uses the shell's ${name}`).toContain('shop');
  }
});

test("the cart a remote writes to is the one the shell's header reads", async ({ page }) => {
  const product = await productWithoutOptions(page);
  await page.goto(`/shop/products/${product.slug}`);
  await expectAreaLoaded(page, 'shop');
  const indicator = page.getByTestId('cart-indicator');
  await expect(indicator).toHaveAttribute('aria-label', /, 0 items$/);

  await page
    .locator('[data-area="shop"]')
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();

  // The shell's header re-renders from the very store the shop area changed: no reload, no event bus.
  await expect(indicator).toHaveAttribute('aria-label', /, 1 items$/);
  // The cart's message brought the toasts' singleton, the shell's one copy.
  await expect(page.getByRole('alert').filter({ hasText: product.name })).toBeVisible();
  const toasts = (await shareScope(page))['react-toastify'];
  expect(toasts, 'react-toastify has one version, the shell’s').toEqual([
    expect.objectContaining({ from: 'shell', loaded: true }),
  ]);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(saved).toEqual([
    expect.objectContaining({
      quantity: 1,
      product: expect.objectContaining({ slug: product.slug }),
    }),
  ]);
});

/**
 * Every key of DESIGN.md "Browser storage keys", with what another app on the origin, or an older
 * release, could have left under it.
 */
const FOREIGN = {
  accessToken: { token: 'eyJhbGciOiJIUzI1NiJ9', expiresIn: 3600 },
  refreshToken: { value: 'r'.repeat(32), family: 4 },
  user: { id: 7, name: 'Ryan Ford', mail: 'ryan@example.com' },
  cartItems: [{ productId: 7, sku: 'BDX-750Z370-S', qty: 2 }],
  compareItems: [{ productId: 7 }, { productId: 8 }],
  wishlistItems: { items: [7, 8], updated: '2024-01-01' },
  currency: { code: 'EUR', symbol: '€' },
  language: { code: 'ru', dir: 'ltr' },
  garage: [{ vin: '1HGCM82633A004352', make: 'Honda' }],
  currentVehicle: { vin: '1HGCM82633A004352' },
};

type StoredKey = keyof typeof FOREIGN;
const STORED_KEYS = Object.keys(FOREIGN) as StoredKey[];

/** Five kinds of bad data; each run stores its kind under every key. */
const BAD_VALUES: { name: string; valueFor: (key: StoredKey) => string }[] = [
  { name: 'text that is not JSON', valueFor: () => '{"id": 1, "name": ' },
  { name: 'JSON of the wrong type', valueFor: () => '42' },
  // Tokens of letters only: without a shape check they would go in a 200 kB header (431).
  { name: 'a 200 kB string', valueFor: () => 'A'.repeat(200_000) },
  // A header value beyond Latin-1 makes fetch throw; \uD83D is a lone surrogate.
  { name: 'text beyond Latin-1', valueFor: () => `Tørmøz €🔧 тормоз \uD83D`.repeat(2) },
  { name: 'a plausible but foreign object', valueFor: (key) => JSON.stringify(FOREIGN[key]) },
];

/**
 * A bad session is cleared; any other bad value is either left as it was, unread, or replaced by
 * the default its store writes back.
 */
const AFTERWARDS: Record<StoredKey, (string | null)[] | 'cleared'> = {
  accessToken: 'cleared',
  refreshToken: 'cleared',
  user: 'cleared',
  cartItems: [null, '[]'],
  compareItems: [null, '[]'],
  wishlistItems: [null, '[]'],
  currency: [null, 'USD'],
  language: [null, 'en'],
  garage: [null, '[]'],
  currentVehicle: [null, 'null'],
};

/** A session that would be restored, were its tokens not bad. */
const SIGNED_IN_USER = JSON.stringify({
  email: 'ryan@example.com',
  phone: '',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '',
});
const WELL_FORMED_TOKEN = 'Wellformed0Token0Wellformed0Abcd';

/**
 * A page of a fresh context whose storage holds `entries` before every load (so each page starts
 * from them, not only the first), and what broke on it: page errors, 431s and 5xx answers.
 */
async function pageStoring(browser: Browser, entries: Record<string, string>) {
  const context = await browser.newContext();
  await context.addInitScript((seed) => {
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, entries);
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() === 431 || response.status() >= 500)
      failures.push(`${response.status()} ${response.url()}`);
  });
  return { page, failures, close: () => context.close() };
}

function storedValues(page: Page): Promise<Record<StoredKey, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    STORED_KEYS,
  ) as Promise<Record<StoredKey, string | null>>;
}

/** The header as with nothing stored: signed out, empty cart and wish list, dollars, English. */
async function expectDefaultHeader(page: Page): Promise<void> {
  await expectShellChrome(page);
  await expect(page.getByTestId('cart-indicator')).toHaveAttribute(
    'aria-label',
    /\$0\.00, 0 items$/,
  );
  await expect(accountIndicator(page, /Hello, Log In/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish list, 0 items' })).toBeVisible();
  // No current vehicle.
  await expect(page.getByRole('searchbox').first()).toHaveAttribute(
    'placeholder',
    'Enter keyword or part number',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

async function expectProductList(page: Page): Promise<void> {
  await expect(area(page, 'shop').getByRole('article')).not.toHaveCount(0);
}

for (const [run, bad] of BAD_VALUES.entries()) {
  test(`corrupt stored data (${run + 1}/5, ${bad.name} under every key) never breaks a page`, async ({
    page: setup,
    browser,
  }) => {
    const product = await productWithoutOptions(setup);
    const seeded = Object.fromEntries(STORED_KEYS.map((key) => [key, bad.valueFor(key)]));
    const { page, failures, close } = await pageStoring(browser, seeded);
    const pages: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByRole('main')).not.toBeEmpty()],
      ['/shop/category/products', () => expectProductList(page)],
      [
        `/shop/products/${product.slug}`,
        () =>
          expect(
            area(page, 'shop').getByRole('heading', { level: 1, name: product.name }),
          ).toBeVisible(),
      ],
      ['/account/login', () => expectAreaLoaded(page, 'account')],
      ['/vehicle', () => expectAreaLoaded(page, 'vehicle')],
    ];
    for (const [route, expectContent] of pages) {
      await test.step(route, async () => {
        await page.goto(route);
        await expectContent();
        await expectDefaultHeader(page);
        const stored = await storedValues(page);
        for (const key of STORED_KEYS) {
          const value = stored[key];
          const allowed = AFTERWARDS[key];
          const fine =
            allowed === 'cleared'
              ? value === null
              : value === seeded[key] || allowed.includes(value);
          expect(fine, `${key} after ${route}: ${JSON.stringify(value?.slice(0, 40))}`).toBe(true);
        }
      });
    }
    expect(failures).toEqual([]);
    await close();

    // With every key bad the user alone ends the session; a bad token must end it too.
    for (const key of ['accessToken', 'refreshToken'] as const) {
      await test.step(`a saved session whose ${key} is bad`, async () => {
        const session = await pageStoring(browser, {
          user: SIGNED_IN_USER,
          accessToken: WELL_FORMED_TOKEN,
          refreshToken: WELL_FORMED_TOKEN,
          [key]: bad.valueFor(key),
        });
        await session.page.goto('/shop/category/products');
        await expectProductList(session.page);
        await expectDefaultHeader(session.page);
        await expect(session.page).toHaveURL('/shop/category/products');
        const stored = await storedValues(session.page);
        expect([stored.user, stored.accessToken, stored.refreshToken]).toEqual([null, null, null]);
        expect(session.failures).toEqual([]);
        await session.close();
      });
    }
  });
}
