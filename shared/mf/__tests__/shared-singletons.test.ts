import sharedPackage from '../../package.json';
import { SHARED_PACKAGE_ENTRIES, sharedRangeOf, sharedSingletons } from '../shared-singletons';

it("requires the app's own declared range of @autoparts/shared, not shared's current version", () => {
  const shared = sharedSingletons({ '@autoparts/shared': '^0.3.0', react: '19.3.1' });
  for (const name of SHARED_PACKAGE_ENTRIES) {
    expect(shared[name]).toEqual({
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: '^0.3.0',
      strictVersion: true,
    });
  }
});

it("falls back to shared's own version when the app declares no range (shared itself)", () => {
  expect(sharedRangeOf(undefined)).toBe(`^${sharedPackage.version}`);
  expect(sharedRangeOf({ react: '19.3.1' })).toBe(`^${sharedPackage.version}`);
});

it('leaves the other singletons as they were: not strict, range from shared’s dependencies', () => {
  const react = sharedSingletons({ '@autoparts/shared': '^0.3.0' }).react;
  expect(react).toEqual({
    singleton: true,
    requiredVersion: `^${sharedPackage.dependencies.react}`,
  });
});
