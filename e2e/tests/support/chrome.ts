import { expect, type Locator, type Page } from '@playwright/test';

/** The design tokens of spec §1 as the browser reports them. */
export const TONES = {
  dark: 'rgb(51, 51, 51)',
  light: 'rgb(255, 255, 255)',
  grey: 'rgb(245, 245, 245)',
  accent: 'rgb(229, 39, 39)',
} as const;

export type Tone = keyof typeof TONES;

/**
 * The colour a part of the header is painted on: the first opaque background of the element or
 * of its ancestors, counting a ::before layer (the spaceship's angled wings are drawn by one).
 */
export function backdropOf(locator: Locator): Promise<string> {
  return locator.evaluate((start) => {
    const opaque = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent';
    for (let node: Element | null = start; node; node = node.parentElement) {
      const own = getComputedStyle(node).backgroundColor;
      if (opaque(own)) return own;
      const before = getComputedStyle(node, '::before');
      if (before.content !== 'none' && opaque(before.backgroundColor))
        return before.backgroundColor;
    }
    return 'none';
  });
}

/** Whether two elements sit on one row: their vertical middles are within each other's box. */
export async function expectSameRow(a: Locator, b: Locator, message: string): Promise<void> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  expect(boxA, message).not.toBeNull();
  expect(boxB, message).not.toBeNull();
  const middle = boxA!.y + boxA!.height / 2;
  expect(middle, message).toBeGreaterThanOrEqual(boxB!.y);
  expect(middle, message).toBeLessThanOrEqual(boxB!.y + boxB!.height);
}

/** Chooses a currency or language from the desktop top bar's dropdown. */
export async function chooseInTopBar(
  page: Page,
  dropdown: 'Currency' | 'Language',
  choice: string | RegExp,
): Promise<void> {
  const header = page.getByRole('banner');
  // The trigger is named by what it shows: "Currency: $ USD".
  await header.getByRole('button', { name: new RegExp(`^${dropdown}: `) }).click();
  await header
    .getByRole('menu', { name: dropdown })
    .getByRole('menuitemradio', { name: choice })
    .click();
}

/** The account indicator of the desktop header, found by what it says (signed in or not). */
export function accountIndicator(page: Page, caption: string | RegExp = /./): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: caption })
    .filter({ hasText: 'My Account' });
}

/** Whether two boxes share any area. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Holds every request matching `pattern` until `release()`: a remote kept back to look at the
 * page while it is on its way.
 */
export async function holdRequests(
  page: Page,
  pattern: string | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The viewports the chrome is checked at. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** A product of the catalog costing at least `atLeast`. */
export async function productPriced(
  page: Page,
  atLeast: number,
): Promise<{ slug: string; price: number }> {
  const response = await page.request.get('/api/shop/products?limit=100');
  const list = (await response.json()) as { items: { slug: string; price: number }[] };
  const product = list.items.find((item) => item.price >= atLeast);
  if (!product) throw new Error(`no product costs $${atLeast} or more on the first page`);
  return product;
}

/** Variant one's button opening the search (the form's submit button has the same name). */
export function openSearch(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search', expanded: false });
}

/**
 * Loads every lazy image of the page now and waits until each has loaded (or
 * failed): a full-page screenshot alone leaves the images below the fold blank.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}
