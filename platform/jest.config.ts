/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

// The gateway's tests run the areas' services, on in-memory PGlite the environment provides.
// The k8s checker's tests run with `npm run check:k8s`, under their own config.
export default createJestConfig(__dirname, {
  testEnvironment: '@autoparts/service-kit/jest-environment-jsdom',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/k8s-check/'],
});
