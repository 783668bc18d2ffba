/** @jest-environment node */
import { SEEDED_CUSTOMER_ID, resetAccountSlice } from '..';
import { hashPassword, verifyPassword } from '../passwords';
import { createUser, findUserByEmail, findUserById } from '../users';

beforeEach(() => resetAccountSlice());

describe('the users of the account slice', () => {
  it('keeps the seeded customer password as a salted scrypt hash of 123456', async () => {
    const customer = findUserById(SEEDED_CUSTOMER_ID)!;

    expect(customer.passwordHash).toMatch(/^scrypt\$[\w-]+\$[\w-]{86}$/);
    expect(customer.passwordHash).not.toContain('123456');
    expect(await verifyPassword('123456', customer.passwordHash)).toBe(true);
    expect(await verifyPassword('1234567', customer.passwordHash)).toBe(false);
  });

  it('stores a new user with a hash, never the password, and a salt of its own', async () => {
    const input = { firstName: 'A', lastName: 'B', phone: '', password: 'same-password' };
    await createUser({ ...input, email: 'one@example.com' });
    await createUser({ ...input, email: 'two@example.com' });

    const one = findUserByEmail('one@example.com')!;
    const two = findUserByEmail('two@example.com')!;
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

  it('forgets registered users on reset', async () => {
    await createUser({
      firstName: 'A',
      lastName: 'B',
      phone: '',
      password: 'secret',
      email: 'c@example.com',
    });
    resetAccountSlice();
    expect(findUserByEmail('c@example.com')).toBeUndefined();
    expect(findUserByEmail('red-parts@example.com')).toBeDefined();
  });
});
