import { satisfy } from '@module-federation/runtime-core';
import {
  describeMeeting,
  isSharedContract,
  isSharedVersionMismatch,
  meetVersions,
  SharedVersionMismatchError,
} from '../shared-version-check';

const ask = { pkg: '@autoparts/shared', offered: '0.1.0', consumer: 'shop' };

it.each([
  ['^0.1.0', true],
  ['^0.1.2', false],
  ['^0.2.0', false],
  ['^9.0.0', false],
  ['>=0.1.0 <1.0.0', true],
])('page 0.1.0 against %s: met = %s (the runtime’s own semver rule)', (needed, met) => {
  expect(meetVersions(satisfy, { ...ask, needed }).met).toBe(met);
});

it('names both versions and the outcome in one line', () => {
  expect(describeMeeting(meetVersions(satisfy, { ...ask, needed: '^0.1.0' }))).toBe(
    '@autoparts/shared: page 0.1.0, shop needs ^0.1.0 — ok',
  );
  expect(describeMeeting(meetVersions(satisfy, { ...ask, needed: '^9.0.0' }))).toBe(
    '@autoparts/shared: page 0.1.0, shop needs ^9.0.0 — not satisfied',
  );
});

it('checks only shared’s own entry points', () => {
  expect(isSharedContract('@autoparts/shared')).toBe(true);
  expect(isSharedContract('@autoparts/shared/router')).toBe(true);
  expect(isSharedContract('@autoparts/shared-other')).toBe(false);
  expect(isSharedContract('react')).toBe(false);
});

it('tells a version mismatch from any other load failure', () => {
  const mismatch = new SharedVersionMismatchError(
    meetVersions(satisfy, { ...ask, needed: '^9.0.0' }),
  );
  expect(isSharedVersionMismatch(mismatch)).toBe(true);
  expect(mismatch).toMatchObject({ pkg: '@autoparts/shared', offered: '0.1.0', needed: '^9.0.0' });
  expect(isSharedVersionMismatch(new Error('manifest 404'))).toBe(false);
});
