/** @jest-config-loader esbuild-register */
import { createJestConfig } from './mf/jest-preset';

export default createJestConfig(__dirname);
