/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

// The service's tests and the pages' run on an in-memory PGlite the environment provides.
const preset = createJestConfig(__dirname, {
  testEnvironment: '@autoparts/service-kit/jest-environment-jsdom',
});

export default {
  ...preset,
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/jest-setup.ts'],
};
