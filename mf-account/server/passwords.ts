import { scrypt, timingSafeEqual } from 'node:crypto';
import {
  type Algorithm,
  hash,
  type Options,
  parseOptions,
  verify,
  type Version,
} from '@node-rs/argon2';
import { inPasswordLine } from './password-line';

/**
 * Passwords are kept as Argon2id PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`):
 * the parameters and a random salt travel with each hash, so the parameters can be raised and
 * older hashes still verify. Accounts from before keep `scrypt$<salt>$<hash>` (base64url, Node's
 * N=2^14) until a sign-in upgrades them (`needsRehash`, then `UserStore.rehash`).
 * Every function takes the client (`clientKey(request)`) whose turn in the password line it uses.
 */

/** OWASP's Argon2id parameters: 19 MiB, 2 passes, 1 lane; about 12 ms a hash here. */
export const ARGON2_OPTIONS = {
  // The package's enums are ambient const enums, which isolated modules cannot read as values.
  algorithm: 2 as Algorithm.Argon2id,
  version: 1 as Version.V0x13,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/** The salt length @node-rs/argon2 generates: a shorter one is an older hash's. */
const SALT_LENGTH = 16;

export function hashPassword(password: string, client?: string): Promise<string> {
  return inPasswordLine(() => hash(password, ARGON2_OPTIONS), client);
}

/** False for a wrong password and for a stored value that is no hash this service makes. */
export async function verifyPassword(
  password: string,
  stored: string,
  client?: string,
): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    // The check uses the parameters written in the hash; a malformed one rejects.
    return inPasswordLine(() => verify(stored, password).catch(() => false), client);
  }
  return verifyScrypt(password, stored, client);
}

const SCRYPT_KEY_LENGTH = 64;

async function verifyScrypt(password: string, stored: string, client?: string): Promise<boolean> {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const key = await inPasswordLine(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, Buffer.from(salt, 'base64url'), SCRYPT_KEY_LENGTH, (error, derived) =>
          error ? reject(error) : resolve(derived),
        );
      }),
    client,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Whether a hash that just verified should be replaced by one at today's parameters: any scrypt
 * hash, and an argon2 one weaker than ARGON2_OPTIONS (a stronger one is kept).
 */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2')) return true;
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.version !== ARGON2_OPTIONS.version ||
      used.memoryCost < ARGON2_OPTIONS.memoryCost ||
      used.timeCost < ARGON2_OPTIONS.timeCost ||
      used.outputLen < ARGON2_OPTIONS.outputLen ||
      used.saltLen < SALT_LENGTH
    );
  } catch {
    return true;
  }
}

/** Made as a real hash is, so checking against it costs what a real check costs. */
const DECOY_HASH = hashPassword('decoy-password');

/** Spends the time of a real check, so an unknown account answers as slowly as a wrong password. */
export async function verifyDecoy(password: string, client?: string): Promise<false> {
  await verifyPassword(password, await DECOY_HASH, client);
  return false;
}
