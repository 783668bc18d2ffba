/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

// The checker's tests: plain Node, none of the browser setup the apps' tests share.
export default createJestConfig(__dirname, { testEnvironment: 'node', setupFilesAfterEnv: [] });
