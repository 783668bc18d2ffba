import path from 'node:path';
import type { Configuration } from 'webpack';
import { createAppConfig } from '../webpack-config';

type CacheGroup = { test: RegExp; name: string };

const cacheGroupsOf = (host: boolean) => {
  const [config] = createAppConfig({
    name: host ? 'shell' : 'shop',
    dir: path.resolve(__dirname, '../../../shell'),
    port: 8080,
    host,
    title: 'Storefront',
  })({}, { mode: 'production' }) as [Configuration];
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) throw new Error('no splitChunks');
  return splitChunks.cacheGroups as Record<string, CacheGroup>;
};

/** The chunk a module lands in among the shell's start-up groups, or none. */
const startupChunkOf = (file: string) =>
  Object.values(cacheGroupsOf(true)).find(
    (group) => group.name !== 'forms' && group.test.test(path.normalize(file)),
  )?.name;

it("puts React's packages in one start-up chunk", () => {
  for (const file of ['react/index.js', 'react-dom/client.js', 'scheduler/index.js'])
    expect(startupChunkOf(`/app/node_modules/${file}`)).toBe('react');
});

it("puts the other libraries every first render runs, and shared's router and texts, in the second", () => {
  for (const file of [
    '/app/node_modules/mobx/dist/mobx.esm.js',
    '/app/node_modules/i18next/dist/esm/i18next.js',
    '/app/node_modules/react-router/dist/production/index.mjs',
    '/app/node_modules/ky/distribution/index.js',
    '/app/node_modules/valibot/dist/index.js',
    '/app/shared/src/router/index.ts',
    '/app/shared/src/translation/index.ts',
  ])
    expect(startupChunkOf(file)).toBe('startup-libraries');
});

it('leaves what a page needs later, and the rest of shared, to chunks of their own', () => {
  for (const file of [
    '/app/node_modules/react-hook-form/dist/index.esm.mjs',
    '/app/node_modules/sonner/dist/index.mjs',
    '/app/node_modules/react-router-dom/index.js',
    '/app/shared/src/ui/Button.tsx',
    '/app/shared/src/stores/cart.ts',
    '/app/shell/src/router/routes.tsx',
  ])
    expect(startupChunkOf(file)).toBeUndefined();
});

it("gives a remote no start-up chunks: the shell's are the ones shared", () => {
  expect(Object.keys(cacheGroupsOf(false))).toEqual(['forms']);
});
