import sharedPackage from '../package.json';

/**
 * The libraries every app must run exactly one copy of: two Reacts break hooks, two MobX
 * instances or two `@autoparts/shared` copies split the stores, two routers break navigation.
 * Versions come from shared's own package.json so the whole storefront agrees on one list.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-toastify',
  'ky',
] as const;

/**
 * Libraries several areas use but that hold no state: shared so an area reuses the copy already on
 * the page instead of downloading its own, without forcing one version on every team. Not zod: a
 * shared module is never tree-shaken, and the whole library (83 kB compressed) weighed more on the
 * first page than every app's own tree-shaken copy of zod/mini, the only zod the apps import.
 */
export const SHARED_LIBRARIES = ['react-hook-form'] as const;

export interface SharedSingleton {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
  eager?: false;
}

/** shared's own entry points: what an app declares a semver range for in its package.json. */
export const SHARED_PACKAGE_ENTRIES = [
  '@autoparts/shared',
  '@autoparts/shared/router',
  '@autoparts/shared/translation',
] as const;

const versions: Record<string, string> = sharedPackage.dependencies;

function versionOf(name: string): string {
  const version = versions[name];
  if (!version)
    throw new Error(`${name} is shared but missing from @autoparts/shared's dependencies`);
  return version;
}

/**
 * The range of @autoparts/shared an app was written against: its own package.json's, so an area
 * built against a newer shared asks for it instead of whatever copy it happened to be built with.
 */
export function sharedRangeOf(appDependencies: Record<string, string> | undefined): string {
  const range = appDependencies?.[sharedPackage.name];
  // shared itself (its standalone jest and tooling) has no dependency on itself.
  return range ?? `^${sharedPackage.version}`;
}

/** The `shared` option of ModuleFederationPlugin, identical in the shell and every remote. */
export function sharedSingletons(
  appDependencies?: Record<string, string>,
): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: `^${versionOf(name)}` };
  }
  // react-dom/client is its own module id; without this entry each app would bundle its own.
  shared['react-dom/client'] = { singleton: true, requiredVersion: `^${versionOf('react-dom')}` };
  for (const name of SHARED_LIBRARIES) {
    shared[name] = { singleton: false, requiredVersion: `^${versionOf(name)}` };
  }
  // The router and react-i18next are shared's too (src/router, src/translation): one copy of the
  // part of each library in use.
  // strictVersion: a singleton that does not satisfy the range makes the runtime throw, so an
  // area needing a newer shared fails to load (and says why) instead of running on the old one.
  for (const name of SHARED_PACKAGE_ENTRIES) {
    shared[name] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: sharedRangeOf(appDependencies),
      strictVersion: true,
    };
  }
  return shared;
}
