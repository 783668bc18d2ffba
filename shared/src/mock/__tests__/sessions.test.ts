/** @jest-environment node */
import {
  issueTokens,
  revokeUserSessions,
  rotateRefreshToken,
  userIdForAccessToken,
} from '../sessions';

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
