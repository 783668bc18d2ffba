/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

const preset = createJestConfig(__dirname);

export default {
  ...preset,
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/jest-setup.ts'],
};
