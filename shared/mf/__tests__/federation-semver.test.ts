import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { simpleSatisfy, withFastPath } from '../federation-semver-fast';
import { isRuntimeSemverImport } from '../federation-semver-plugin';

const parts = [0, 1, 2, 10];
const versions = parts.flatMap((a) => parts.flatMap((b) => parts.map((c) => `${a}.${b}.${c}`)));

describe('the federation semver fast path', () => {
  it.each([
    ['caret', '^'],
    ['at-most', '<='],
    ['exact', ''],
  ])('answers %s ranges as the runtime does, for every pair', (_kind, operator) => {
    for (const version of versions) {
      for (const bound of versions) {
        const range = `${operator}${bound}`;
        expect([version, range, simpleSatisfy(version, range)]).toEqual([
          version,
          range,
          runtimeSatisfy(version, range),
        ]);
      }
    }
  });

  it.each([
    ['1.2.3-beta.1', '^1.2.0'],
    ['1.2.3', '~1.2.0'],
    ['1.2.3', '>=1.0.0 <2.0.0'],
    ['1.2.3', '^1.0.0 || ^2.0.0'],
    ['1.2.3', '1.x'],
    ['1.2.3', '*'],
    ['v1.2.3', '^1.2.3'],
  ])('leaves %s against %s to the runtime', (version, range) => {
    expect(simpleSatisfy(version, range)).toBeUndefined();
    const compute = jest.fn(runtimeSatisfy);
    expect(withFastPath(compute)(version, range)).toBe(runtimeSatisfy(version, range));
    expect(compute).toHaveBeenCalledWith(version, range);
  });

  it('does not ask the runtime what it answers itself', () => {
    const compute = jest.fn(runtimeSatisfy);
    expect(withFastPath(compute)('19.3.1', '^19.2.0')).toBe(true);
    expect(withFastPath(compute)('0.2.1', '^0.1.0')).toBe(false);
    expect(compute).not.toHaveBeenCalled();
  });

  it("is put in place of the runtime's own semver module only", () => {
    const core = '/app/node_modules/@module-federation/runtime-core/dist';
    expect(isRuntimeSemverImport('./semver/index.js', `${core}/utils`)).toBe(true);
    expect(isRuntimeSemverImport('./utils/semver/index.js', core)).toBe(true);
    expect(isRuntimeSemverImport('./semver/index.js', '/app/node_modules/other/dist')).toBe(false);
    expect(isRuntimeSemverImport('./semver/parser.js', `${core}/utils`)).toBe(false);
  });
});
