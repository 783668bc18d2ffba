/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

// The service's tests and the pages' run on an in-memory PGlite the environment provides.
export default createJestConfig(__dirname, {
  testEnvironment: '@autoparts/service-kit/jest-environment-jsdom',
});
