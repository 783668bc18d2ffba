import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GOAL, ROUTE_BUDGETS } from './budgets';
import { navigateInApp } from '../tests/support/areas';
import { kB, ownerOf, recordFirstLoad, totalBytes } from './first-load';

const REPORT = path.join(__dirname, '..', 'artifacts', 'size-report.md');

// One test for all routes, with soft checks: the whole table is printed even when a budget breaks.
test('a first visit of each route stays within its JavaScript budget', async ({ browser }) => {
  test.setTimeout(180_000);
  const rows: string[] = [];
  // A budget may shrink but never pass the issue's goals.
  for (const { name, maxBytes, own } of ROUTE_BUDGETS) {
    if (!own) {
      expect.soft(maxBytes, `${name}: budget`).toBeLessThanOrEqual(GOAL.homeBytes);
      continue;
    }
    expect.soft(own.maxBytes, `${name}: own bytes' budget`).toBeLessThanOrEqual(GOAL.area.maxBytes);
    expect
      .soft(own.maxRequests, `${name}: own requests' budget`)
      .toBeLessThanOrEqual(GOAL.area.maxRequests);
  }
  for (const budget of ROUTE_BUDGETS) {
    // A fresh context per route: nothing cached from the route before.
    const context = await browser.newContext();
    const page = await context.newPage();
    const address =
      typeof budget.path === 'string'
        ? budget.path
        : await budget.path(async (url) => (await page.request.get(url)).json());
    const loads = await recordFirstLoad(page, address);
    await context.close();

    const own = loads.filter((load) => ownerOf(load.url) === budget.area);
    const ownBytes = totalBytes(own);
    rows.push(
      `| ${budget.name} | ${address} | ${kB(totalBytes(loads))} | ${loads.length} | ` +
        `${budget.own ? `${kB(ownBytes)} in ${own.length}` : '—'} | ${kB(budget.maxBytes)} |`,
    );
    const urls = loads.map((load) => load.url);
    expect
      .soft(
        urls.filter((url, i) => urls.indexOf(url) !== i),
        `${address}: scripts downloaded twice`,
      )
      .toEqual([]);
    expect
      .soft(totalBytes(loads), `${address}: compressed JS`)
      .toBeLessThanOrEqual(budget.maxBytes);
    if (budget.own) {
      expect
        .soft(ownBytes, `${address}: ${budget.area}'s own bytes`)
        .toBeLessThanOrEqual(budget.own.maxBytes);
      expect
        .soft(own.length, `${address}: ${budget.area}'s own requests`)
        .toBeLessThanOrEqual(budget.own.maxRequests);
    }
  }

  const table = [
    '| route | address | JS (compressed) | requests | of its area | budget |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const goal = `goal: home ${kB(GOAL.homeBytes)}; an area ${kB(GOAL.area.maxBytes)} in ${GOAL.area.maxRequests} of its own`;
  console.log(`\nFirst-load JavaScript per route (${goal}):\n${table}\n`);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${table}\n`);
});

test('no source map reaches a browser: none is linked, none is served', async ({ request }) => {
  for (const script of ['/main.js', '/remotes/shop/remoteEntry.js']) {
    const body = await (await request.get(script)).text();
    expect(body, `${script} is served`).toContain('webpack');
    expect(body, `${script} links no map`).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});

test('the stylesheets a first visit loads are served minified', async ({ page }) => {
  const sheets = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.add(request.url());
  });
  for (const route of ['/', '/shop/category/brakes/products']) {
    await page.goto(route, { waitUntil: 'networkidle' });
  }
  // The preloader's, the shell's start-up sheet and the shop's at least.
  expect(sheets.size).toBeGreaterThanOrEqual(3);
  for (const url of sheets) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).toContain('{');
    // Neither indentation nor comments: a sheet as written is a third larger on every first paint.
    expect(body, url).not.toMatch(/\n\s/);
    expect(body, url).not.toMatch(/\/\*(?!!)/);
  }
});

test("the scripts a first view waits for are fetched at high priority, a later page's at the browser's", async ({
  page,
}) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script')
      priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
  });
  await page.goto('/shop/category/brakes/products');
  await expect(page.locator('#preloader')).toHaveCount(0);
  const firstView = new Map(priorities);
  // main.js is index.html's own (deferred) script; what it asks for is the view's.
  firstView.delete('/main.js');
  expect(firstView.size).toBeGreaterThanOrEqual(7);
  expect(Object.fromEntries(firstView)).toEqual(
    Object.fromEntries([...firstView.keys()].map((path) => [path, 'High'])),
  );

  priorities.clear();
  await navigateInApp(page, '/shop/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const later = [...priorities].filter(([path]) => !/remoteEntry|__federation_expose/.test(path));
  expect(later.length).toBeGreaterThan(0);
  for (const [path, priority] of later) expect(priority, path).toBe('Low');
});
