/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints-plugin';
import { webpackFixture } from './webpack-fixture';

const SOURCES = {
  'entry.js':
    "export function greet(name) {\n  return 'Hello ' + name;\n}\nimport('./page').then((page) => page.show(greet('you')));\n",
  'page.js': 'export function show(text) {\n  document.title = text;\n}\n',
};

let fixture: ReturnType<typeof webpackFixture>;
let dir: string;

beforeEach(() => {
  fixture = webpackFixture('compile-hints', SOURCES);
  dir = fixture.dir;
});

afterEach(() => fixture.remove());

/** A production build of entry.js (and its lazy page.js) into dir/dist, with hidden maps. */
function build(): Promise<webpack.Stats> {
  return fixture.build({
    devtool: 'hidden-source-map',
    output: { chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin()],
  });
}

it('opens every script of the build, the entry and a lazy chunk, with the compile hint', async () => {
  const stats = await build();
  expect(stats.hasErrors()).toBe(false);
  const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  expect(scripts).toHaveLength(2);
  for (const file of scripts) {
    expect(readFileSync(path.join(dir, 'dist', file), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  }
});

it("keeps the source map true to the served file: the hint's line shifts the code down by one", async () => {
  await build();
  const served = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(path.join(dir, 'dist/main.js.map'), 'utf8')) as never,
  );
  const line = served.split('\n')[1] ?? '';
  const at = line.indexOf('Hello ');
  expect(at).toBeGreaterThan(-1);
  const original = map.originalPositionFor({ line: 2, column: at });
  expect(original.source).toMatch(/entry\.js$/);
  expect(original.line).toBe(2);
});
