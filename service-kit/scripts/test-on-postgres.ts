import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run test:services:pg`: the services' jest suites again, each test file on a fresh database
 * of the PostgreSQL server at POSTGRES_URL (CI starts Debian's postgresql for it), so both
 * engines run every commit. Without POSTGRES_URL it says so and passes: `npm test` on a machine
 * with no server still runs the same suites on PGlite.
 */
const SUITES: readonly { config: string; paths: string[] }[] = [
  { config: 'service-kit/jest.config.ts', paths: ['service-kit/src'] },
  { config: 'mf-account/jest.config.ts', paths: ['mf-account/server'] },
  { config: 'mf-shop/jest.config.ts', paths: ['mf-shop/server'] },
  { config: 'mf-blog/jest.config.ts', paths: ['mf-blog/server'] },
  { config: 'mf-vehicle/jest.config.ts', paths: ['mf-vehicle/server'] },
  { config: 'mf-site/jest.config.ts', paths: ['mf-site/server'] },
  { config: 'platform/jest.config.ts', paths: ['platform/server/__tests__/replicas.test.ts'] },
];

const server = process.env.POSTGRES_URL;
if (!server) {
  console.log('POSTGRES_URL is not set: the services ran on PGlite only (see README, Tests).');
  process.exit(0);
}
const url = new URL(server);
url.pathname = '/postgres';
const root = path.resolve(__dirname, '../..');
for (const { config, paths } of SUITES) {
  console.log(`--- ${paths.join(' ')} on PostgreSQL`);
  const run = spawnSync(
    'npx',
    ['jest', '-c', config, '--rootDir', path.dirname(config), ...paths],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url.toString() },
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
