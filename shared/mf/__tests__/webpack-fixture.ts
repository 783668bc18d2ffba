import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/**
 * A folder of small sources (`entry.js` and what it imports) that a plugin's test builds for
 * production into `dist/`, with the test's own options on top; `remove()` when done.
 */
export function webpackFixture(name: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return {
    dir,
    build(config: Configuration): Promise<webpack.Stats> {
      return new Promise((resolve, reject) => {
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: './entry.js',
            ...config,
            output: { path: path.join(dir, 'dist'), filename: '[name].js', ...config.output },
          },
          (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
        );
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
