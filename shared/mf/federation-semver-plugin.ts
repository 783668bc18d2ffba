import path from 'node:path';
import type { Compiler } from 'webpack';

const NAME = 'FederationSemverPlugin';

/** The module every build puts in place of the runtime's semver (see federation-semver.ts). */
export const SEMVER_REPLACEMENT = path.join(__dirname, 'federation-semver.ts');

/** The runtime's own, under the name federation-semver.ts imports it by. */
const SEMVER_ALIAS = {
  'autoparts-federation-semver$': path.join(
    path.dirname(require.resolve('@module-federation/runtime-core')),
    'utils/semver/index.js',
  ),
};

/** The runtime's imports of its semver module: `./semver/index.js`, `./utils/semver/index.js`. */
const SEMVER_REQUEST = /^\.\/(?:utils\/)?semver\/index\.js$/;
const RUNTIME_CORE = `${path.sep}@module-federation${path.sep}runtime-core${path.sep}`;

/** Whether an import, made from `context`, is the federation runtime's of its semver module. */
export function isRuntimeSemverImport(request: string, context: string): boolean {
  return SEMVER_REQUEST.test(request) && context.includes(RUNTIME_CORE);
}

/**
 * Sends the federation runtime's imports of its semver module to federation-semver.ts, which
 * wraps it, and gives the build the alias that module imports the original by (an import this
 * leaves alone).
 */
export class FederationSemverPlugin {
  apply(compiler: Compiler): void {
    const { resolve } = compiler.options;
    resolve.alias = Array.isArray(resolve.alias)
      ? [
          ...resolve.alias,
          ...Object.entries(SEMVER_ALIAS).map(([name, alias]) => ({ name, alias })),
        ]
      : { ...resolve.alias, ...SEMVER_ALIAS };
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        if (isRuntimeSemverImport(data.request, data.context)) data.request = SEMVER_REPLACEMENT;
      });
    });
  }
}
