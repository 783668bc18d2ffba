/** @jest-environment node */
import { customerName, issueTokens, userIdForAccessToken } from '@autoparts/shared/mock';
import { envForEachTest } from '@autoparts/shared/testing';
import { SEEDED_CUSTOMER_ID, resetAccountSlice } from '..';
import { addAddress, listAddresses } from '../address-book';
import { seededAddresses } from '../data/addresses';
import { RESET_TOKEN_LIMITS, issueResetToken, peekResetToken } from '../reset-tokens';
import { createUser, findUserByEmail, findUserById } from '../users';

beforeEach(() => resetAccountSlice());

const newUser = (email: string) => ({
  firstName: 'Nell',
  lastName: 'New',
  phone: '',
  password: 'secret-1',
  email,
});

describe('the user store', () => {
  envForEachTest({ MOCK_MAX_USERS: undefined });

  it('evicts the oldest registered account past MOCK_MAX_USERS, with its data, never the seed', async () => {
    process.env.MOCK_MAX_USERS = '3';
    const first = await createUser(newUser('first@example.com'));
    const second = await createUser(newUser('second@example.com'));
    if (!first.ok || !second.ok) throw new Error('expected two sign-ups');
    const tokens = issueTokens(first.user.id);
    const address = { ...seededAddresses()[0]!, default: false };
    addAddress(first.user.id, address);
    issueResetToken(first.user.id);

    const third = await createUser(newUser('third@example.com'));

    expect(third.ok && third.user.id).toBe(second.user.id + 1);
    expect(findUserByEmail('first@example.com')).toBeUndefined();
    expect(findUserById(SEEDED_CUSTOMER_ID)).toBeDefined();
    expect(findUserByEmail('second@example.com')).toBeDefined();
    // Nothing of the evicted account is left behind.
    expect(userIdForAccessToken(tokens.token)).toBeNull();
    expect(listAddresses(first.user.id)).toEqual([]);
    expect(peekResetToken(first.user.id)).toBeNull();

    await createUser(newUser('fourth@example.com'));
    expect(findUserByEmail('second@example.com')).toBeUndefined();
    expect(findUserById(SEEDED_CUSTOMER_ID)).toBeDefined();
  });

  it('never gives an evicted account’s id to a new one', async () => {
    process.env.MOCK_MAX_USERS = '2';
    const ids: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const created = await createUser(newUser(email));
      if (created.ok) ids.push(created.user.id);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('tells other slices a customer’s name (a review’s author)', async () => {
    expect(customerName(SEEDED_CUSTOMER_ID)).toBe('Ryan Ford');
    const created = await createUser(newUser('named@example.com'));
    expect(created.ok && customerName(created.user.id)).toBe('Nell New');
    expect(customerName(999_999)).toBeUndefined();
  });
});

describe('the reset link store', () => {
  it(`holds at most ${RESET_TOKEN_LIMITS.total} links, dropping the oldest anywhere`, () => {
    const first = issueResetToken(1_000_000);
    const second = issueResetToken(1_000_001);
    for (let i = 0; i < RESET_TOKEN_LIMITS.total - 1; i++) issueResetToken(2_000_000 + i);

    expect(peekResetToken(1_000_000)).toBeNull();
    expect(peekResetToken(1_000_001)).toBe(second);
    expect(first).not.toBe(second);
  });
});
