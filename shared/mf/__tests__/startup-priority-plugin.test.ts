/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { StartupPriorityPlugin } from '../startup-priority-plugin';
import { webpackFixture } from './webpack-fixture';

const fixture = webpackFixture('startup-priority', {
  'entry.js': "window.page = import('./page');\n",
  'page.js': 'export const shown = true;\n',
});
let entry: string;

beforeAll(async () => {
  const stats = await fixture.build({
    output: { publicPath: '/' },
    plugins: [new StartupPriorityPlugin()],
  });
  expect(stats.hasErrors()).toBe(false);
  entry = readFileSync(path.join(fixture.dir, 'dist/main.js'), 'utf8');
});

afterAll(() => fixture.remove());

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
