import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { inPasswordLine } from './password-line';

/**
 * Passwords are kept as `scrypt$<salt>$<hash>` (base64url), one random salt per user, so the
 * slice never holds a password in clear and two users with one password get different hashes.
 */
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return inPasswordLine(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of a real check, so an unknown account answers as slowly as a wrong password. */
const DECOY_HASH = hashPassword('decoy-password');

export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(password, await DECOY_HASH);
  return false;
}
