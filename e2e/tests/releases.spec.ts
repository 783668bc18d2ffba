import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { area, expectAreaLoaded } from './support/areas';

// A gateway of its own, with its own release store: moving the blog's pointer here must not move
// it under the other tests, which run against the suite's gateway at the same time.
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const OLD_TITLE = 'Latest News';
const NEW_TITLE = 'News of the new blog release';

let work: string;
let gateway: ChildProcess | undefined;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A GET on a connection of its own: the gateway closes idle keep-alive connections, and a reused
 * one closed meanwhile fails a fetch ("other side closed") while this test runs the CLI.
 */
function get(address: string): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(address, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(body) as unknown }),
        );
      })
      .on('error', reject);
  });
}

async function liveConfig(): Promise<{ remotes: Record<string, string> }> {
  return (await get(`${base}/config.json`)).json() as { remotes: Record<string, string> };
}

/** `npm run release -- <args>` against this test's store; its output, e.g. "blog 0.1.0-… is live". */
function release(...args: string[]): string {
  return execFileSync(TSX, ['platform/server/release-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: path.join(work, 'releases'), FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
}

function versionIn(output: string): string {
  const version = /blog (\d+\.\d+\.\d+-[0-9a-f]{8}) /.exec(output)?.[1];
  if (!version) throw new Error(`no version in: ${output}`);
  return version;
}

/**
 * The blog rebuilt with one change, its English list title: the built files with that text
 * changed, described by the build's last step as any `npm run build` does (a full webpack build
 * of the area would take a minute of CI for the same files).
 */
function blogWithNewTitle(): string {
  const appDir = path.join(work, 'mf-blog');
  fs.cpSync(path.join(ROOT, 'mf-blog', 'dist'), path.join(appDir, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'mf-blog', 'package.json'), path.join(appDir, 'package.json'));
  const textsFile = path.join(appDir, 'dist', 'i18n', 'en.json');
  const texts = JSON.parse(fs.readFileSync(textsFile, 'utf8')) as { list: { title: string } };
  expect(texts.list.title).toBe(OLD_TITLE);
  texts.list.title = NEW_TITLE;
  fs.writeFileSync(textsFile, JSON.stringify(texts));
  execFileSync(TSX, ['shared/mf/release/describe-build.ts', appDir], { cwd: ROOT });
  return path.join(appDir, 'dist');
}

async function startGateway(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  gateway = spawn(TSX, ['platform/server/gateway.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      RELEASES_DIR: path.join(work, 'releases'),
      // Its own data, never the repository's .data (a developer's npm start may hold it): the
      // suite's PostgreSQL database when CI gives one, else fresh PGlite folders.
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      MOCK_DELAY: '0',
      MOCK_RATE_LIMIT: '0',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        get(`${base}/config.json`).then(
          (r) => r.status,
          () => 0,
        ),
      // A first start seeds every area's schema (the catalog, the vehicles) before it listens.
      { timeout: 90_000 },
    )
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000); // the gateway's first start, see startGateway
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-e2e-'));
  await startGateway();
});

test.afterAll(() => {
  gateway?.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A link of the open page followed (no reload: what the page loaded stays loaded). */
async function followInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page).toHaveURL(base + address);
}

function blogTitle(page: Page) {
  return area(page, 'blog').getByRole('heading', { level: 1 });
}

function statusRow(page: Page, name: string) {
  return page.getByRole('row', { name: new RegExp(`^${name}\\b`) });
}

test('a new version of one area goes live by /config.json alone, in an open page, and back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Two versions of the blog published side by side; the first is live.
  const v1 = versionIn(release('publish', 'blog', '--live'));
  const v2 = versionIn(release('publish', 'blog', '--from', blogWithNewTitle()));
  expect(v2).not.toBe(v1);
  const shopBefore = (await liveConfig()).remotes.shop;

  const blogFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The blog's code and texts (the status page reads build.json files beside them).
    if (pathname.startsWith('/remotes/blog/') && !pathname.endsWith('/build.json')) {
      blogFiles.push(pathname);
    }
  });

  // A shopper has the storefront open, not yet in the blog.
  await page.goto(`${base}/site/about-us`);
  await expectAreaLoaded(page, 'site');

  await test.step('forward: the open page loads the new version on its first visit to the blog', async () => {
    expect(release('live', 'blog', v2)).toContain(`blog ${v2} is live`);
    await followInApp(page, '/blog');
    await expect(blogTitle(page)).toHaveText(NEW_TITLE);
    expect(blogFiles.length).toBeGreaterThan(0);
    expect(blogFiles.every((file) => file.startsWith(`/remotes/blog/${v2}/`))).toBe(true);
  });

  await test.step('the status page shows the live version and what this page loaded', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Storefront status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Storefront status' })).toBeVisible();
    await expect(statusRow(page, 'blog')).toContainText(v2);
    await expect(statusRow(page, 'blog')).toContainText(`Loaded ${v2}`);
    await expect(statusRow(page, 'shop')).toContainText('Not loaded yet');
    await expect(statusRow(page, 'information pages')).toContainText('Loaded');
  });

  await test.step('back: the pointer moves back; the open page keeps the version it loaded', async () => {
    expect(release('live', 'blog', v1)).toContain(`blog ${v1} is live`);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(statusRow(page, 'blog')).toContainText(v1);
    await expect(statusRow(page, 'blog')).toContainText(`Loaded ${v2}`);
    await expect(statusRow(page, 'blog')).toContainText('reload the page to use it');
    // Its version is still served: a page of the blog it had not opened yet loads its chunks.
    const chunksBefore = blogFiles.length;
    await followInApp(page, '/blog/post/how-to-replace-brake-pads');
    await expect(area(page, 'blog').getByRole('heading', { level: 1 })).not.toHaveText(NEW_TITLE);
    await expect(area(page, 'blog').getByRole('article').first()).toBeVisible();
    expect(blogFiles.length).toBeGreaterThan(chunksBefore);
    expect(blogFiles.every((file) => file.startsWith(`/remotes/blog/${v2}/`))).toBe(true);
  });

  await test.step('a page loaded now gets the old version again', async () => {
    await page.goto(`${base}/blog`);
    await expect(blogTitle(page)).toHaveText(OLD_TITLE);
    expect(blogFiles.some((file) => file.startsWith(`/remotes/blog/${v1}/`))).toBe(true);
  });

  // Only the blog's entry moved; both versions are still there.
  expect((await liveConfig()).remotes.shop).toBe(shopBefore);
  const listed = release('list', 'blog').trim().split('\n');
  expect(listed).toHaveLength(2);
  expect(listed.find((line) => line.includes(v1))).toContain('* live');
  expect(listed.find((line) => line.includes(v2))).not.toContain('live');
  expect((await get(`${base}/remotes/blog/${v2}/mf-manifest.json`)).status).toBe(200);
});
