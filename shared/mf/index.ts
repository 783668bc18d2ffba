export {
  SINGLETON_PACKAGES,
  SHARED_PACKAGE_ENTRIES,
  sharedRangeOf,
  sharedSingletons,
} from './shared-singletons';
export { createAppConfig } from './webpack-config';
export { createJestConfig } from './jest-preset';
export type { AppBuildOptions } from './webpack-config';
