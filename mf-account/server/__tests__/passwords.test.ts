/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type * as Argon2 from '@node-rs/argon2';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import {
  ARGON2_OPTIONS,
  hashPassword,
  needsRehash,
  verifyDecoy,
  verifyPassword,
} from '../passwords';
import { SCRYPT_123456 } from './password-fixtures';

// The real argon2, watched: the decoy must run the very check a real account gets.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof Argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

describe('password hashes', () => {
  it("are Argon2id PHC strings at OWASP's parameters, each with a salt of its own", async () => {
    const one = await hashPassword('same-password');
    const two = await hashPassword('same-password');

    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('same-password', one)).toBe(true);
    expect(await verifyPassword('same-password ', one)).toBe(false);
  });

  it('still verify in the scrypt format of before', async () => {
    expect(await verifyPassword('123456', SCRYPT_123456)).toBe(true);
    expect(await verifyPassword('1234567', SCRYPT_123456)).toBe(false);
  });

  it('refuse a stored value that is no hash of either format', async () => {
    for (const stored of ['123456', 'scrypt$$', '$argon2id$v=19$nonsense', ''])
      expect(await verifyPassword('123456', stored)).toBe(false);
  });
});

describe('needsRehash', () => {
  const argon2 = (options: Parameters<typeof hash>[1]) =>
    hash('x', { ...ARGON2_OPTIONS, ...options });

  it("is false for today's hash and for a stronger one", async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await argon2({ memoryCost: 65_536, timeCost: 3 }))).toBe(false);
  });

  it('is true for a scrypt hash and for an argon2 one weaker than today, or not Argon2id', async () => {
    expect(needsRehash(SCRYPT_123456)).toBe(true);
    expect(needsRehash(await argon2({ memoryCost: 4096 }))).toBe(true);
    expect(needsRehash(await argon2({ timeCost: 1 }))).toBe(true);
    expect(needsRehash(await argon2({ outputLen: 16 }))).toBe(true);
    expect(needsRehash(await argon2({ algorithm: 1 }))).toBe(true);
    expect(needsRehash('$argon2id$v=19$nonsense')).toBe(true);
  });
});

describe('the decoy check for an unknown account', () => {
  it('runs argon2 at the parameters of a real hash, and never says yes', async () => {
    const checked = jest.mocked(verify);
    checked.mockClear();

    expect(await verifyDecoy('decoy-password')).toBe(false);
    expect(checked).toHaveBeenCalledTimes(1);
    const decoy = checked.mock.calls[0]![0] as string;
    expect(parseOptions(decoy)).toEqual(parseOptions(await hashPassword('x')));
  });
});
