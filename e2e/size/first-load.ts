import type { Page } from '@playwright/test';

/** A script a page downloaded: where from, and its bytes on the wire (compressed, with headers). */
export interface ScriptLoad {
  url: string;
  bytes: number;
}

/**
 * Records every script the page downloads until it stops asking for more: what a first visit costs
 * a shopper, including the widgets and remotes the page loads on its own, without a click.
 */
export async function recordFirstLoad(page: Page, path: string): Promise<ScriptLoad[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const loads: ScriptLoad[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url) loads.push({ url, bytes: event.encodedDataLength });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A widget that loads once its area's entry has run asks a moment after the network went quiet.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return loads;
}

/** The remote a script belongs to (`/remotes/shop/...` → 'shop'), or 'shell' for the host's. */
export function ownerOf(url: string): string {
  return /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

export const totalBytes = (loads: readonly ScriptLoad[]) =>
  loads.reduce((sum, load) => sum + load.bytes, 0);

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
