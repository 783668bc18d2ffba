/** @jest-environment node */
import {
  SESSION_LIMITS,
  issueTokens,
  revokeTokens,
  revokeUserSessions,
  rotateRefreshToken,
  userIdForAccessToken,
} from '../sessions';
import { envForEachTest } from '../../testing/env';

describe('revokeUserSessions', () => {
  it("ends every session of one user and leaves other users' sessions alone", () => {
    const laptop = issueTokens(7);
    const phone = issueTokens(7);
    const someoneElse = issueTokens(8);

    revokeUserSessions(7);

    for (const pair of [laptop, phone]) {
      expect(userIdForAccessToken(pair.token)).toBeNull();
      expect(rotateRefreshToken(pair.refreshToken)).toBeNull();
    }
    expect(userIdForAccessToken(someoneElse.token)).toBe(8);
    expect(rotateRefreshToken(someoneElse.refreshToken)).not.toBeNull();
  });

  it('lets the user sign in again afterwards', () => {
    issueTokens(9);
    revokeUserSessions(9);
    expect(userIdForAccessToken(issueTokens(9).token)).toBe(9);
  });
});

describe('refresh-token rotation', () => {
  it('makes the old access token stop working at once', () => {
    const first = issueTokens(11);
    const next = rotateRefreshToken(first.refreshToken)!;

    expect(userIdForAccessToken(first.token)).toBeNull();
    expect(userIdForAccessToken(next.token)).toBe(11);
  });

  it('ends the whole session when a rotated refresh token is presented again', () => {
    const first = issueTokens(12);
    const second = rotateRefreshToken(first.refreshToken)!;
    const third = rotateRefreshToken(second.refreshToken)!;
    const otherDevice = issueTokens(12);

    // Someone replays the token of the first sign-in: refused, and every token of that
    // session goes, whoever holds the live pair.
    expect(rotateRefreshToken(first.refreshToken)).toBeNull();
    expect(userIdForAccessToken(third.token)).toBeNull();
    expect(rotateRefreshToken(third.refreshToken)).toBeNull();
    // The user's other sessions are not that family.
    expect(userIdForAccessToken(otherDevice.token)).toBe(12);
    expect(rotateRefreshToken(otherDevice.refreshToken)).not.toBeNull();
  });
});

describe('refresh-token expiry', () => {
  envForEachTest({ MOCK_REFRESH_TTL: undefined });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a refresh token 30 days after it was issued', () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    const pair = issueTokens(13);
    const kept = issueTokens(13);

    now.mockReturnValue(start + 30 * 24 * 3600 * 1000 - 1000);
    const renewed = rotateRefreshToken(kept.refreshToken)!;
    expect(renewed).not.toBeNull();

    now.mockReturnValue(start + 30 * 24 * 3600 * 1000);
    expect(rotateRefreshToken(pair.refreshToken)).toBeNull();
    // Each rotation starts a new period.
    expect(rotateRefreshToken(renewed.refreshToken)).not.toBeNull();
  });

  it('takes the lifetime from MOCK_REFRESH_TTL (seconds)', () => {
    process.env.MOCK_REFRESH_TTL = '60';
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    const pair = issueTokens(14);
    now.mockReturnValue(start + 60_000);
    expect(rotateRefreshToken(pair.refreshToken)).toBeNull();
  });
});

describe('revokeTokens (sign-out)', () => {
  it('ends the session with its access token alone', () => {
    const pair = issueTokens(15);
    revokeTokens(pair.token, null);
    expect(rotateRefreshToken(pair.refreshToken)).toBeNull();
  });

  it('ends the session with its refresh token alone', () => {
    const pair = issueTokens(16);
    revokeTokens(null, pair.refreshToken);
    expect(userIdForAccessToken(pair.token)).toBeNull();
  });

  it('leaves the same user’s other sessions alone', () => {
    const laptop = issueTokens(17);
    const phone = issueTokens(17);
    revokeTokens(laptop.token, laptop.refreshToken);
    expect(userIdForAccessToken(phone.token)).toBe(17);
  });
});

describe('bounded session stores', () => {
  it(`keeps at most ${SESSION_LIMITS.perUser} sessions per user, ending the least recently used`, () => {
    const pairs = Array.from({ length: SESSION_LIMITS.perUser }, () => issueTokens(18));
    // Refreshing the first makes the second the least recently used.
    pairs[0] = rotateRefreshToken(pairs[0]!.refreshToken)!;

    const newest = issueTokens(18);

    expect(userIdForAccessToken(pairs[1]!.token)).toBeNull();
    expect(rotateRefreshToken(pairs[1]!.refreshToken)).toBeNull();
    for (const pair of [pairs[0]!, ...pairs.slice(2), newest])
      expect(userIdForAccessToken(pair.token)).toBe(18);
  });

  it(`keeps at most ${SESSION_LIMITS.total} sessions in all, ending the least recently used`, () => {
    const first = issueTokens(100_000);
    const second = issueTokens(100_001);
    for (let i = 0; i < SESSION_LIMITS.total; i++) issueTokens(200_000 + i);

    expect(userIdForAccessToken(first.token)).toBeNull();
    expect(userIdForAccessToken(second.token)).toBeNull();
    revokeUserSessions(100_000);
  });
});
