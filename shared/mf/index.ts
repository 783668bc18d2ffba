export { SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';
export { createAppConfig } from './webpack-config';
export { createJestConfig } from './jest-preset';
export type { AppBuildOptions } from './webpack-config';
