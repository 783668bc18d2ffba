/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { AreaData, type AreaDatabase } from '@autoparts/service-kit';
import { SEEDED_CUSTOMER_ID } from '..';
import { accountSchemaPlan } from '../db/plan';
import { users as usersTable } from '../db/schema';
import { ARGON2_OPTIONS, hashPassword, needsRehash, verifyPassword } from '../passwords';
import { UserStore } from '../users';
import { SCRYPT_123456 } from './password-fixtures';

let database: AreaDatabase;
let data: AreaData;
let users: UserStore;
beforeAll(async () => {
  database = await openTestDatabase('account');
  data = new AreaData(() => database, accountSchemaPlan);
  users = new UserStore(data);
});
beforeEach(() => data.reset());
afterAll(() => database.close());

const input = { firstName: 'A', lastName: 'B', phone: '', password: 'same-password' };

describe('the users of the account schema', () => {
  it('keeps the seeded customer password as a salted scrypt hash of 123456', async () => {
    const customer = (await users.findById(SEEDED_CUSTOMER_ID))!;

    expect(customer.passwordHash).toMatch(/^scrypt\$[\w-]+\$[\w-]{86}$/);
    expect(customer.passwordHash).not.toContain('123456');
    expect(await verifyPassword('123456', customer.passwordHash)).toBe(true);
    expect(await verifyPassword('1234567', customer.passwordHash)).toBe(false);
  });

  it('stores a new user with a hash, never the password, and a salt of its own', async () => {
    await users.create({ ...input, email: 'one@example.com' });
    await users.create({ ...input, email: 'two@example.com' });

    const one = (await users.findByEmail('one@example.com'))!;
    const two = (await users.findByEmail('two@example.com'))!;
    expect(JSON.stringify([one, two])).not.toContain('same-password');
    expect(one.passwordHash).not.toBe(two.passwordHash);
    expect(one.id).toBe(SEEDED_CUSTOMER_ID + 1);
    expect(two.id).toBe(SEEDED_CUSTOMER_ID + 2);
  });

  it('refuses a stored value that is not a hash it made', async () => {
    expect(await verifyPassword('123456', '123456')).toBe(false);
    expect(await verifyPassword('123456', 'scrypt$$')).toBe(false);
    expect(await verifyPassword('x', await hashPassword('x'))).toBe(true);
  });

  it('gives one email or phone to one account, even to sign-ups racing each other', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        users.create({ ...input, phone: `+1 555 000 ${n}`, email: 'Race@Example.com' }),
      ),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter((a) => !a.ok)).toEqual([
      { ok: false, taken: 'email' },
      { ok: false, taken: 'email' },
    ]);
    const byPhone = await users.create({
      ...input,
      phone: '38 (972) 588 42 36',
      email: 'p@example.com',
    });
    expect(byPhone).toEqual({ ok: false, taken: 'phone' });
  });

  it('keeps every account: thousands of sign-ups evict nobody', async () => {
    const db = await data.db();
    await db.execute(sql`insert into account.users
      (email, phone, phone_digits, first_name, last_name, avatar, password_hash)
      select 'bulk-' || n || '@example.com', '', '', 'Bulk', n::text, '', 'scrypt$x$y'
      from generate_series(0, 11999) as n`);
    await users.create({ ...input, email: 'last@example.com' });
    expect(await users.findByEmail('bulk-0@example.com')).toBeDefined();
    expect(await users.findById(SEEDED_CUSTOMER_ID)).toBeDefined();
    expect(await users.findByEmail('last@example.com')).toBeDefined();
  });

  it('forgets registered users on reset', async () => {
    await users.create({ ...input, email: 'c@example.com' });
    await data.reset();
    expect(await users.findByEmail('c@example.com')).toBeUndefined();
    expect(await users.findByEmail('red-parts@example.com')).toBeDefined();
  });
});

const EMAIL = 'red-parts@example.com';
const PASSWORD = '123456';
const TODAY = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

/** What the sign-in handler does with a password: check it, then upgrade an old hash. */
async function signIn(account: string, password: string): Promise<boolean> {
  const user = await users.findByAccount(account);
  if (!user || !(await verifyPassword(password, user.passwordHash))) return false;
  if (needsRehash(user.passwordHash)) await users.rehash(user, password);
  return true;
}

const storedHash = async () => (await users.findById(SEEDED_CUSTOMER_ID))!.passwordHash;

async function storeHash(passwordHash: string): Promise<void> {
  const db = await data.db();
  await db.update(usersTable).set({ passwordHash }).where(eq(usersTable.id, SEEDED_CUSTOMER_ID));
}

describe('upgrading a password hash at sign-in', () => {
  it("replaces a scrypt hash with today's, once, the password still working", async () => {
    await storeHash(SCRYPT_123456);

    expect(await signIn(EMAIL, PASSWORD)).toBe(true);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(TODAY);

    expect(await signIn(EMAIL, PASSWORD)).toBe(true);
    expect(await storedHash()).toBe(upgraded);
    expect(await signIn(EMAIL, 'wrong')).toBe(false);
  });

  it('leaves the hash alone after a wrong password', async () => {
    const before = await storedHash();
    expect(await signIn(EMAIL, 'wrong')).toBe(false);
    expect(await storedHash()).toBe(before);
  });

  it('upgrades an argon2 hash weaker than today, and keeps a stronger one', async () => {
    await storeHash(await hash(PASSWORD, { ...ARGON2_OPTIONS, memoryCost: 4096, timeCost: 1 }));
    expect(await signIn(EMAIL, PASSWORD)).toBe(true);
    expect(await storedHash()).toMatch(TODAY);

    const stronger = await hash(PASSWORD, { ...ARGON2_OPTIONS, memoryCost: 65_536, timeCost: 3 });
    await storeHash(stronger);
    expect(await signIn(EMAIL, PASSWORD)).toBe(true);
    expect(await storedHash()).toBe(stronger);
  });

  it('does not put an old password back over one changed since it was checked', async () => {
    const checked = (await users.findById(SEEDED_CUSTOMER_ID))!;
    await users.changePassword(SEEDED_CUSTOMER_ID, 'changed-meanwhile');

    expect(await users.rehash(checked, PASSWORD)).toBe(false);
    expect(await verifyPassword('changed-meanwhile', await storedHash())).toBe(true);
    expect(await verifyPassword(PASSWORD, await storedHash())).toBe(false);
  });
});
