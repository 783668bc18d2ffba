import { expect, test, type Page, type Route } from '@playwright/test';
import {
  AREAS,
  area,
  expectAreaLoaded,
  expectShellChrome,
  isRemoteFile,
  navigateInApp,
  neighbourOf,
  unavailable,
  type AreaName,
} from './support/areas';

type UrlMatcher = (url: URL) => boolean;

/** How a remote can fail, as the browser sees it; each breaks one request of that remote. */
const FAILURES: readonly {
  how: string;
  url: (name: AreaName) => UrlMatcher;
  answer: (route: Route) => Promise<void>;
}[] = [
  {
    how: 'its server is down',
    url: (name) => isRemoteFile(name, 'mf-manifest.json'),
    answer: (route) => route.abort('connectionrefused'),
  },
  {
    how: 'its manifest is missing',
    url: (name) => isRemoteFile(name, 'mf-manifest.json'),
    answer: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  },
  {
    how: 'its script throws',
    url: (name) => isRemoteFile(name, 'remoteEntry.js'),
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: "throw new Error('boom');",
      }),
  },
];

async function expectAreaUnavailable(page: Page, name: AreaName): Promise<void> {
  await expect(unavailable(page)).toBeVisible();
  await expect(area(page, name)).toHaveCount(0);
  await expectShellChrome(page);
}

/**
 * Every remote fails once, and every way of failing is shown (they rotate over the areas): the
 * three ways for all five remotes would triple the run for no new proof, the shell's handling
 * being one and the same.
 */
test.describe('a remote that cannot be loaded', () => {
  AREAS.forEach(({ name, route }, index) => {
    const failure = FAILURES[index % FAILURES.length]!;
    test(`${name}: when ${failure.how}, the rest of the storefront works and Retry recovers`, async ({
      page,
    }) => {
      const matcher = failure.url(name);
      await page.route(matcher, failure.answer);

      await page.goto(route);
      await expectAreaUnavailable(page, name);

      const other = neighbourOf(name);
      await navigateInApp(page, other.route);
      await expectAreaLoaded(page, other.name);
      await expect(unavailable(page)).toHaveCount(0);

      await navigateInApp(page, route);
      await expectAreaUnavailable(page, name);

      await page.unroute(matcher);
      await unavailable(page).getByRole('button', { name: 'Retry' }).click();
      await expectAreaLoaded(page, name);
      await expect(unavailable(page)).toHaveCount(0);
    });
  });
});

test('a dead address in /config.json leaves the rest of the storefront working', async ({
  page,
}) => {
  const dead = 'blog';
  const isConfig: UrlMatcher = (url) => url.pathname === '/config.json';
  await page.route(isConfig, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    config.remotes[dead] = 'http://127.0.0.1:9/mf-manifest.json';
    await route.fulfill({ response, json: config });
  });

  await page.goto('/');
  await expectShellChrome(page);
  for (const { name, route } of AREAS.filter((a) => a.name !== dead)) {
    await navigateInApp(page, route);
    await expectAreaLoaded(page, name);
  }

  await navigateInApp(page, '/blog');
  await expectAreaUnavailable(page, dead);

  // The deployment fixes the address: Retry reads /config.json again, no reload needed.
  await page.unroute(isConfig);
  await unavailable(page).getByRole('button', { name: 'Retry' }).click();
  await expectAreaLoaded(page, dead);
});

test('an address changed in /config.json while the storefront is open is used by the first visit', async ({
  page,
}) => {
  await page.goto('/');
  await expectShellChrome(page);

  // The deployment moves the site area to an address that does not answer: no reload.
  const isConfig: UrlMatcher = (url) => url.pathname === '/config.json';
  await page.route(isConfig, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    config.remotes.site = 'http://127.0.0.1:9/mf-manifest.json';
    await route.fulfill({ response, json: config });
  });
  await navigateInApp(page, '/site/about-us');
  await expectAreaUnavailable(page, 'site');

  await navigateInApp(page, '/blog');
  await expectAreaLoaded(page, 'blog');

  // Fixed again: the next visit of the failed area tries anew, no Retry or reload needed.
  await page.unroute(isConfig);
  await navigateInApp(page, '/site/about-us');
  await expectAreaLoaded(page, 'site');
  await expect(unavailable(page)).toHaveCount(0);
});
