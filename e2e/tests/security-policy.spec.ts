import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInFromHeader } from './support/account';
import { area, expectAreaLoaded, navigateInApp, type AreaName } from './support/areas';
import { requestTracker } from './support/settle';

/** What a `securitypolicyviolation` event says, as the init script keeps it. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

type CspWindow = Window & { __cspViolations?: Violation[]; __inlineScriptRan?: boolean };

/**
 * Records every Content-Security-Policy violation of the page: the events, kept per document in
 * `window.__cspViolations` (read after each page), and Chrome's console reports, in `reports`.
 */
async function watchPolicy(page: Page): Promise<{ reports: string[] }> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as CspWindow).__cspViolations = seen;
    window.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      }),
    );
  });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  return { reports };
}

/** The violations reported in the page's document since the last call. */
function takeViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as CspWindow).__cspViolations?.splice(0) ?? []);
}

interface Visit {
  path: string;
  /** The area the page belongs to; the shell's own pages (home) have none. */
  area?: AreaName;
  /** Something to do on the page that loads more code (a dialog, a toast). */
  then?: (page: Page) => Promise<void>;
}

/**
 * Opens the first page, goes to the others as the storefront's links do (the shell stays, each
 * area's code arrives as it is needed), checks each rendered (a heading, so a blank page cannot
 * pass), lets its requests settle, and fails with every violation found, page by page.
 */
async function expectPagesWithinPolicy(page: Page, visits: Visit[]): Promise<void> {
  const { reports } = await watchPolicy(page);
  const settled = requestTracker(page);
  const found: string[] = [];
  for (const [index, visit] of visits.entries()) {
    if (index === 0) await page.goto(visit.path);
    else await navigateInApp(page, visit.path);
    let content: Locator = page.getByRole('main');
    if (visit.area) {
      await expectAreaLoaded(page, visit.area);
      content = area(page, visit.area);
    }
    await settled();
    await expect(content.getByRole('heading').first()).toBeVisible();
    if (visit.then) {
      await visit.then(page);
      await settled();
    }
    for (const violation of await takeViolations(page))
      found.push(`${visit.path}: ${JSON.stringify(violation)}`);
    found.push(...reports.splice(0).map((report) => `${visit.path} (console): ${report}`));
  }
  expect(found, `CSP violations:\n${found.join('\n')}`).toEqual([]);
}

/** The first product sold as it is (no options to choose) and in stock. */
async function plainProductPath(page: Page): Promise<string> {
  const list = await (await page.request.get('/api/shop/products?limit=100')).json();
  const product = (list.items as { slug: string; options: unknown[]; stock: string }[]).find(
    (item) => item.options.length === 0 && item.stock === 'in-stock',
  );
  return `/shop/products/${product!.slug}`;
}

/** The pages that load the most code, a few per test so the two workers share them. */
const JOURNEYS: { title: string; visits: (page: Page) => Promise<Visit[]> }[] = [
  {
    title: 'home and the catalog',
    visits: async () => [
      { path: '/' },
      { path: '/shop', area: 'shop' },
      { path: '/shop/category/products', area: 'shop' },
    ],
  },
  {
    title: 'a product put in the cart, the cart and checkout',
    visits: async (page) => [
      {
        path: await plainProductPath(page),
        area: 'shop',
        // A toast: react-toastify's <style> element, allowed by its hash alone.
        then: async () => {
          await area(page, 'shop').getByRole('button', { name: 'Add to cart' }).first().click();
          const toasts = page.getByRole('region', { name: /^Notifications/ });
          await expect(
            toasts.getByRole('alert').filter({ hasText: 'added to your cart' }),
          ).toBeVisible();
        },
      },
      { path: '/shop/cart', area: 'shop' },
      { path: '/shop/checkout', area: 'shop' },
    ],
  },
  {
    title: 'signing in and the account dashboard',
    visits: async (page) => [
      { path: '/account/login', area: 'account', then: () => signInFromHeader(page) },
      { path: '/account/dashboard', area: 'account' },
    ],
  },
  {
    title: 'the blog, the vehicle area and the site pages',
    visits: async () => [
      { path: '/blog', area: 'blog' },
      { path: '/blog/post/how-to-replace-brake-pads', area: 'blog' },
      { path: '/vehicle', area: 'vehicle' },
      { path: '/site/about-us', area: 'site' },
      { path: '/site/contact-us-v1', area: 'site' },
      { path: '/site/components', area: 'site' },
    ],
  },
];

test.describe('the Content-Security-Policy', () => {
  for (const { title, visits } of JOURNEYS) {
    test(`${title}: no violation`, async ({ page }) => {
      await expectPagesWithinPolicy(page, await visits(page));
    });
  }

  test('an injected inline script is refused and reported (the listener works)', async ({
    page,
  }) => {
    const { reports } = await watchPolicy(page);
    await page.goto('/site/about-us');
    await expectAreaLoaded(page, 'site');

    // Inserted as an attacker's markup would be: evaluate itself is exempt, the element is not.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true;';
      document.head.append(script);
    });

    await expect
      .poll(() => page.evaluate(() => (window as CspWindow).__cspViolations))
      .toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }));
    expect(await page.evaluate(() => (window as CspWindow).__inlineScriptRan)).toBeUndefined();
    expect(reports.join('\n')).toContain('Content Security Policy');
  });
});

test.describe('framing', () => {
  const FRAMED_PATH = '/site/about-us';
  const framerHtml = (src: string) =>
    `<!doctype html><title>Framer</title><iframe src="${src}"></iframe>`;

  // A page of another origin, served from a real socket: a page fulfilled by page.route counts
  // as a public address, and Chrome's local-network checks would refuse the frame before the
  // storefront's headers are even read.
  let otherOrigin: Server;
  test.beforeAll(async ({ baseURL }) => {
    otherOrigin = createServer((_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(framerHtml(new URL(FRAMED_PATH, baseURL).href)),
    );
    await new Promise<void>((resolve) => otherOrigin.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => otherOrigin.close(() => resolve())));

  /** Opens `framerUrl` and returns the storefront's answer in the frame and the frame itself. */
  async function openFramer(page: Page, framerUrl: string, framedUrl: string) {
    const answer = page.waitForResponse(framedUrl);
    await page.goto(framerUrl);
    const response = await answer;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame, 'the iframe').toBeDefined();
    return { response, frame: frame!, content: page.frameLocator('iframe') };
  }

  test('another origin and the storefront itself are refused', async ({ page, baseURL }) => {
    const framedUrl = new URL(FRAMED_PATH, baseURL).href;
    const { port } = otherOrigin.address() as AddressInfo;
    const sameOrigin = new URL('/framer', baseURL).href;
    await page.route(sameOrigin, (route) =>
      route.fulfill({ contentType: 'text/html', body: framerHtml(framedUrl) }),
    );
    const blocked: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url() === framedUrl) blocked.push(request.failure()?.errorText ?? '');
    });
    const reports: string[] = [];
    page.on('console', (message) => reports.push(message.text()));

    for (const framerUrl of [`http://localhost:${port}/framer`, sameOrigin]) {
      blocked.length = 0;
      reports.length = 0;
      const { response, frame, content } = await openFramer(page, framerUrl, framedUrl);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
      await expect
        .poll(() => frame.url(), `framed by ${framerUrl}`)
        .toBe('chrome-error://chromewebdata/');
      await expect(content.locator('#root')).toHaveCount(0);
      // Refused for its headers, not for anything else on the way.
      expect(blocked).toEqual(['net::ERR_BLOCKED_BY_RESPONSE']);
      await expect.poll(() => reports.join('\n')).toContain(`"frame-ancestors 'none'"`);
    }
  });

  test('the same page without those headers renders framed (the check can fail)', async ({
    page,
    baseURL,
  }) => {
    const framedUrl = new URL(FRAMED_PATH, baseURL).href;
    const framerUrl = new URL('/framer', baseURL).href;
    await page.route(framerUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: framerHtml(framedUrl) }),
    );
    await page.route(framedUrl, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    const { frame, content } = await openFramer(page, framerUrl, framedUrl);
    await expect(content.locator('#root')).toHaveCount(1);
    expect(frame.url()).toBe(framedUrl);
  });
});
