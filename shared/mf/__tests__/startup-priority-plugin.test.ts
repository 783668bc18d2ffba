/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import webpack from 'webpack';
import { StartupPriorityPlugin } from '../startup-priority-plugin';

let dir: string;
let entry: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'startup-priority-'));
  writeFileSync(path.join(dir, 'entry.js'), "window.page = import('./page');\n");
  writeFileSync(path.join(dir, 'page.js'), 'export const shown = true;\n');
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/' },
        plugins: [new StartupPriorityPlugin()],
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  expect(stats.hasErrors()).toBe(false);
  entry = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the built entry on a page with `body`: the priority its lazy chunk's script asks for. */
function chunkPriorityOn(body: string): string {
  const { window } = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    runScripts: 'outside-only',
    url: 'http://localhost/',
  });
  window.eval(entry);
  const script = window.document.head.querySelector<HTMLScriptElement>('script[src$=".js"]');
  expect(script).not.toBeNull();
  const priority = script!.fetchPriority;
  // Ends the loader's wait for a chunk jsdom never runs (its two-minute timeout).
  window.close();
  return priority;
}

it('asks for a chunk at high priority while the preloader covers the page', () => {
  expect(chunkPriorityOn('<div id="preloader"></div>')).toBe('high');
});

it("leaves the browser's priority once the preloader fades or is gone", () => {
  expect(chunkPriorityOn('<div id="preloader" class="preloader--hidden"></div>')).not.toBe('high');
  expect(chunkPriorityOn('')).not.toBe('high');
});
