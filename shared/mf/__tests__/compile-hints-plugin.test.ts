/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints-plugin';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export function greet(name) {\n  return 'Hello ' + name;\n}\nimport('./page').then((page) => page.show(greet('you')));\n",
  );
  writeFileSync(
    path.join(dir, 'page.js'),
    'export function show(text) {\n  document.title = text;\n}\n',
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A production build of entry.js (and its lazy page.js) into dir/dist, with hidden maps. */
function build(): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        devtool: 'hidden-source-map',
        output: {
          path: path.join(dir, 'dist'),
          filename: '[name].js',
          chunkFilename: '[name].[contenthash:8].js',
        },
        plugins: [new CompileHintsPlugin()],
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
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
