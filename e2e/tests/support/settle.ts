import type { Page, Request } from '@playwright/test';

/**
 * A wait until the page has had no request open for `quietMs` (its lazy chunks, data, fonts and
 * images all asked for), at most `limitMs`. Unlike the `networkidle` load state it also holds
 * after a client-side navigation. Create it before the first navigation it should watch.
 */
export function requestTracker(page: Page): (quietMs?: number, limitMs?: number) => Promise<void> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async (quietMs = 300, limitMs = 5_000) => {
    const until = Date.now() + limitMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs && Date.now() < until) {
      await page.waitForTimeout(50);
      if (open.size > 0) quietSince = Date.now();
    }
  };
}
