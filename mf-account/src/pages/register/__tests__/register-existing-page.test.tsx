import { screen, waitFor } from '@testing-library/react';
import { checkIfAccountExists } from '../../../api/account.api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

jest.mock('../../../api/account.api');

const exists = jest.mocked(checkIfAccountExists);

beforeEach(() => exists.mockReset());

describe('register as existing customer (/register/existing)', () => {
  it('asks for the account first', async () => {
    const { user } = await renderAccountArea('/register/existing');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(exists).not.toHaveBeenCalled();
  });

  it('lets a known account sign in with its password', async () => {
    exists.mockResolvedValue(true);
    const { user, authApi } = await renderAccountArea('/register/existing');

    await user.type(screen.getByLabelText('Email address or phone'), 'red-parts@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(exists).toHaveBeenCalledWith({ account: 'red-parts@example.com' });
    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
    expect(authApi.login).toHaveBeenCalledWith(
      expect.objectContaining({ account: 'red-parts@example.com', password: '123456' }),
    );
  });

  it('sends an unknown email on to registration with it prefilled', async () => {
    exists.mockResolvedValue(false);
    const { user } = await renderAccountArea('/register/existing?returnUrl=%2Fshop%2Fcart');

    await user.type(screen.getByLabelText('Email address or phone'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/register/new?email=new%40example.com&returnUrl=%2Fshop%2Fcart',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('new@example.com');
  });

  it('sends an unknown phone number on as the phone', async () => {
    exists.mockResolvedValue(false);
    const { user } = await renderAccountArea('/register/existing');

    await user.type(screen.getByLabelText('Email address or phone'), '+1 555 010 0000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('+1 555 010 0000'));
  });
});
