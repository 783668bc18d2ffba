import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { currentLocation, fakeAuthApi, renderAccountArea } from '../../../testing/render';

const WEAK = 'The password must be at least 6 characters long.';

async function fillRegistration(
  user: Awaited<ReturnType<typeof renderAccountArea>>['user'],
  values: Partial<
    Record<'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirm', string>
  >,
) {
  const fields = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: /^Phone/,
    password: 'Password',
    confirm: 'Repeat password',
  } as const;
  for (const [field, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(fields[field as keyof typeof fields]), value);
  }
}

const COMPLETE = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  password: 'secret1',
  confirm: 'secret1',
};

describe('registration (/register/new)', () => {
  it('refuses a password under 6 characters with AUTH_WEAK_PASSWORD before calling the server', async () => {
    const { user, authApi } = await renderAccountArea('/register/new');

    await fillRegistration(user, { ...COMPLETE, password: 'abc12', confirm: 'abc12' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ', async () => {
    const { user, authApi } = await renderAccountArea('/register/new');

    await fillRegistration(user, { ...COMPLETE, confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('checks the email while it is typed', async () => {
    const { user } = await renderAccountArea('/register/new');

    await fillRegistration(user, { email: 'ann@' });

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('registers without the optional phone and opens the dashboard', async () => {
    const { user, authApi, store } = await renderAccountArea('/register/new');

    await fillRegistration(user, COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
    expect(authApi.register).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: undefined,
      password: 'secret1',
    });
    expect(store.auth.user?.firstName).toBe('Ann');
  });

  it('translates the server weak-password answer and marks the field', async () => {
    const authApi = fakeAuthApi({
      register: jest.fn(async () => {
        throw new ApiError(
          400,
          {
            status: 400,
            title: 'AUTH_WEAK_PASSWORD',
            detail: '',
            errors: { password: ['AUTH_WEAK_PASSWORD'] },
          },
          'AUTH_WEAK_PASSWORD',
        );
      }),
    });
    const { user } = await renderAccountArea('/register/new', { authApi });

    await fillRegistration(user, COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WEAK);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills the email handed over by the account lookup', async () => {
    await renderAccountArea('/register/new?email=ann%40example.com');
    expect(screen.getByLabelText('Email address')).toHaveValue('ann@example.com');
  });
});
