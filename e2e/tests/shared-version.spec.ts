import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import {
  area,
  expectAreaLoaded,
  expectShellChrome,
  isRemoteFile,
  navigateInApp,
  unavailable,
} from './support/areas';
import { escapeRegExp } from './support/text';

const SHOP_ENTRY = isRemoteFile('shop', 'remoteEntry.js');

const packageOf = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../..', folder, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
/** The version the page provides, and the ranges the shop and the blog were written against. */
const PAGE_HAS = packageOf('shared').version;
const SHOP_NEEDS = packageOf('mf-shop').dependencies['@autoparts/shared']!;
const BLOG_NEEDS = packageOf('mf-blog').dependencies['@autoparts/shared']!;

/**
 * In the minified entry each consumed module is one object literal, `{fallback:...,
 * requiredVersion:"^0.1.1",...,shareKey:"@autoparts/shared"}`: the range, followed within the
 * same object by shared's key.
 */
const CONSUMED_SHARED_RANGE = new RegExp(
  `requiredVersion:"${escapeRegExp(SHOP_NEEDS)}"(?=[^{}]*?shareKey:"@autoparts/shared(?:/router)?")`,
  'g',
);
const met = (area: string, range: string, outcome: string) =>
  new RegExp(
    `@autoparts/shared(/router)?: page ${escapeRegExp(PAGE_HAS)}, ${area} needs ${escapeRegExp(range)} — ${outcome}`,
  );

/**
 * The shop's build as if it had been made against a shared that does not exist yet: its
 * remote entry carries the ranges it consumes @autoparts/shared (and /router) with, and only those
 * are raised. No second build: the rest of the file is the real one.
 */
async function shopNeedingNewerShared(page: Page): Promise<{ replaced: () => number }> {
  let replaced = 0;
  await page.route(SHOP_ENTRY, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(CONSUMED_SHARED_RANGE, () => {
      replaced += 1;
      return 'requiredVersion:"^9.0.0"';
    });
    await route.fulfill({ response, body });
  });
  return { replaced: () => replaced };
}

function storefrontLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('[storefront]')) lines.push(message.text());
  });
  return lines;
}

test('an area that needs a newer @autoparts/shared says so, and the rest of the storefront works', async ({
  page,
}) => {
  const log = storefrontLog(page);
  const shop = await shopNeedingNewerShared(page);

  await page.goto('/shop');
  await expect(unavailable(page)).toBeVisible();
  await expect(unavailable(page)).toContainText(
    `It needs @autoparts/shared ^9.0.0, but this page has ${PAGE_HAS}.`,
  );
  await expect(area(page, 'shop')).toHaveCount(0);
  await expectShellChrome(page);
  expect(shop.replaced()).toBeGreaterThan(0);
  await expect
    .poll(() => log)
    .toContainEqual(expect.stringMatching(met('shop', '^9.0.0', 'not satisfied')));

  await navigateInApp(page, '/blog');
  await expectAreaLoaded(page, 'blog');
  await expect(unavailable(page)).toHaveCount(0);
  expect(log).toContainEqual(expect.stringMatching(met('blog', BLOG_NEEDS, 'ok')));
});

test('an area whose range the page meets loads, and the meeting is logged', async ({ page }) => {
  const log = storefrontLog(page);

  await page.goto('/shop');
  await expectAreaLoaded(page, 'shop');
  await expect(unavailable(page)).toHaveCount(0);
  await expect.poll(() => log).toContainEqual(expect.stringMatching(met('shop', SHOP_NEEDS, 'ok')));
});
