import { http, HttpResponse } from 'msw';
import { ApiError } from '@autoparts/shared';
import { setupAccountApi, SEEDED_LOGIN, signInOnSlice } from '../../testing/account-api';
import { checkIfAccountExists, requestPasswordReset, resetPassword } from '../account.api';

const api = setupAccountApi();

describe('the account lookup', () => {
  it("says whether an email has an account, on the slice's own data", async () => {
    await expect(checkIfAccountExists({ account: SEEDED_LOGIN.account })).resolves.toBe(true);
    await expect(checkIfAccountExists({ account: 'nobody@example.com' })).resolves.toBe(false);
  });

  it('refuses an answer that is not the contract, instead of taking it for a yes', async () => {
    api.server.use(
      http.post('*/api/Account/CheckIfAccountExists', () => HttpResponse.json({ exists: 'yes' })),
    );
    await expect(checkIfAccountExists({ account: SEEDED_LOGIN.account })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('the password reset', () => {
  it('asks for a link, then sets the new password with its token', async () => {
    await requestPasswordReset({ email: SEEDED_LOGIN.account });
    const token = await api.service.pendingResetToken(SEEDED_LOGIN.account);
    expect(token).toEqual(expect.any(String));

    await resetPassword({ email: SEEDED_LOGIN.account, token: token!, password: 'n3w-secret' });
    await expect(
      signInOnSlice({ account: SEEDED_LOGIN.account, password: 'n3w-secret' }),
    ).resolves.toMatchObject({ email: SEEDED_LOGIN.account });
  });

  it('rejects a reset with a token that is not the link', async () => {
    await expect(
      resetPassword({ email: SEEDED_LOGIN.account, token: 't'.repeat(32), password: 'n3w-secret' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(api.toasts).toHaveLength(1);
  });
});
