import { expect, type Page } from '@playwright/test';
import { escapeRegExp } from './text';

export type AreaName = 'shop' | 'account' | 'blog' | 'vehicle' | 'site';

/** Each remote and a first page of its area (the shell wraps a loaded area in `[data-area]`). */
export const AREAS: readonly { name: AreaName; route: string }[] = [
  { name: 'shop', route: '/shop' },
  { name: 'account', route: '/account/login' },
  { name: 'blog', route: '/blog' },
  { name: 'vehicle', route: '/vehicle' },
  { name: 'site', route: '/site/about-us' },
];

/** Another area than `name`, to show that one failure leaves the rest working. */
export function neighbourOf(name: AreaName): { name: AreaName; route: string } {
  const index = AREAS.findIndex((area) => area.name === name);
  return AREAS[(index + 1) % AREAS.length]!;
}

/**
 * A file of a remote as the page asks for it: from a published version (`/remotes/shop/0.1.0-
 * 1a2b3c4d/remoteEntry.js`, what /config.json points at once released) or the latest build.
 */
export function isRemoteFile(name: AreaName, file: string): (url: URL) => boolean {
  const version = String.raw`(?:\d+\.\d+\.\d+-[0-9a-f]{8}/)?`;
  const pattern = new RegExp(`^/remotes/${name}/${version}${escapeRegExp(file)}$`);
  return (url) => pattern.test(url.pathname);
}

export function area(page: Page, name: AreaName) {
  return page.locator(`[data-area="${name}"]`);
}

/** The message a failed area shows instead of its pages. */
export function unavailable(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
}

export async function expectAreaLoaded(page: Page, name: AreaName): Promise<void> {
  await expect(area(page, name)).toBeVisible();
  await expect(area(page, name)).not.toBeEmpty();
}

/** Header and footer of the shell: the page around an area never goes blank. */
export async function expectShellChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').filter({ visible: true }).first()).toBeVisible();
}

/**
 * Client-side navigation, as a link of the page would do, without depending on which links the
 * header shows: the federation runtime and the failed remote stay as they are.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
