import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { requestPasswordReset, resetPassword } from '../../../api/account.api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

jest.mock('../../../api/account.api');

const requestReset = jest.mocked(requestPasswordReset);
const reset = jest.mocked(resetPassword);

beforeEach(() => {
  requestReset.mockReset().mockResolvedValue(undefined);
  reset.mockReset().mockResolvedValue(undefined);
});

const SENT = 'If an account exists for ann@example.com, we have sent it a link';

describe('forgot password: enter email', () => {
  it.each(['/forgot-password', '/forgot-password/enter-email', '/account/forgot-password'])(
    '%s asks for the email and says a link was sent if the account exists',
    async (route) => {
      const { user } = await renderAccountArea(route);

      await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      expect(await screen.findByText(new RegExp(SENT))).toBeInTheDocument();
      expect(requestReset).toHaveBeenCalledWith({ email: 'ann@example.com' });
    },
  );

  it('wants a valid email', async () => {
    const { user } = await renderAccountArea('/forgot-password/enter-email');

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(requestReset).not.toHaveBeenCalled();
  });
});

describe('forgot password: set new', () => {
  const LINK = '/forgot-password/set-new?email=ann%40example.com&token=reset-token-1';

  it("is titled 'Set Password!'", async () => {
    await renderAccountArea(LINK);
    expect(screen.getByRole('heading', { level: 1, name: 'Set Password!' })).toBeInTheDocument();
  });

  it('says a link without email or token is incomplete', async () => {
    await renderAccountArea('/forgot-password/set-new?email=ann%40example.com');

    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password/enter-email',
    );
  });

  it('refuses a password under 6 characters (AUTH_WEAK_PASSWORD)', async () => {
    const { user } = await renderAccountArea(LINK);

    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Repeat new password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(
      await screen.findByText('The password must be at least 6 characters long.'),
    ).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('sets the password with the token of the link and shows the success page', async () => {
    const { user } = await renderAccountArea(LINK);

    await user.type(screen.getByLabelText('New password'), 'better-secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'better-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(currentLocation()).toBe('/forgot-password/set-new-success'));
    expect(reset).toHaveBeenCalledWith({
      email: 'ann@example.com',
      token: 'reset-token-1',
      password: 'better-secret',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  });

  it('shows why the server refused the link', async () => {
    const title = 'Invalid or expired reset link.';
    reset.mockRejectedValue(
      new ApiError(400, { status: 400, title, detail: '', errors: {} }, title),
    );
    const { user } = await renderAccountArea(LINK);

    await user.type(screen.getByLabelText('New password'), 'better-secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'better-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(currentLocation()).toContain('/forgot-password/set-new?');
  });
});
