/** @jest-config-loader esbuild-register */
import { createJestConfig } from '@autoparts/shared/jest-preset';

const preset = createJestConfig(__dirname);
const swc = preset.transform!['^.+\\.(t|j)sx?$']!;

// msw 2 (the mock slice's tests) pulls in packages that ship only ES modules: compile them too.
// TODO: belongs in shared's jest preset, so every package's slice tests get it.
const ESM_ONLY = ['ky', 'rettime', 'until-async', '@open-draft/deferred-promise'];

export default createJestConfig(__dirname, {
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
});
