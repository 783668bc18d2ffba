/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

// The gateway's tests run the areas' services, on in-memory PGlite the environment provides.
export default createJestConfig(__dirname, {
  testEnvironment: '@autoparts/service-kit/jest-environment-jsdom',
});
