import path from 'node:path';
import type { Config } from 'jest';

const sharedDir = path.resolve(__dirname, '..');

// Packages that ship only ES modules: ky, and what msw 2 pulls in for the mock slices' tests.
const ESM_ONLY = ['ky', 'rettime', 'until-async', '@open-draft/deferred-promise'];

/**
 * One jest setup for every package: swc for speed (types are checked by `tsc` separately),
 * jest-fixed-jsdom so fetch/Request exist for ky and msw, ky let through the transform because
 * it ships only ES modules.
 */
export function createJestConfig(dir: string, overrides: Config = {}): Config {
  return {
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Page journeys through a real slice take seconds on a busy 2-core CI machine: 5 s flakes.
    testTimeout: 20_000,
    // Every core: jest's default keeps one free, which halves a 2-core CI machine (shop: 96 s → 53 s).
    maxWorkers: '100%',
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: false },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|webp|woff2?)$': path.join(sharedDir, 'src/testing/file-stub.ts'),
    },
    setupFilesAfterEnv: [path.join(sharedDir, 'src/testing/jest-setup.ts')],
    ...overrides,
  };
}
