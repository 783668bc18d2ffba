import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Address, User } from '@autoparts/shared';
import { currentLocation, renderShop } from '../../../testing/render';
import {
  billing,
  placeOrderButton,
  plainPart,
  setupCheckoutApi,
  termsBox,
} from './checkout-fixtures';

// Typing a whole address with user-event takes seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const api = setupCheckoutApi();

const RYAN: User = {
  email: 'red-parts@example.com',
  phone: '+1 555 000 1111',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '',
};
const HOME: Address = {
  id: 1,
  firstName: 'Ryan',
  lastName: 'Ford',
  company: 'RedParts',
  country: 'US',
  address1: '715 Fake Street',
  address2: '',
  city: 'New York',
  state: 'NY',
  postcode: '10021',
  email: 'ryan@example.com',
  phone: '+1 555 123 4567',
  default: true,
};
const OFFICE: Address = {
  ...HOME,
  id: 2,
  company: '',
  country: 'GB',
  address1: '2 Station Road',
  city: 'York',
  state: '',
  postcode: 'YO1 7HH',
  default: false,
};

function serveAddressBook(addresses: Address[]) {
  api.server.use(http.get('*/api/account/addresses', () => HttpResponse.json(addresses)));
}

async function renderSignedIn() {
  const page = renderShop('/shop/checkout');
  act(() => {
    page.store.auth.signInWithTokens('a'.repeat(32), 'b'.repeat(32), RYAN);
  });
  await act(() => page.store.cart.add(plainPart, 1));
  await billing().findByRole('option', { name: 'United States' });
  return page;
}

describe('a signed-in customer’s checkout', () => {
  it('starts from the default address and fills billing from a saved one', async () => {
    serveAddressBook([HOME, OFFICE]);
    const page = await renderSignedIn();
    const group = billing();
    expect(group.getByLabelText('First name')).toHaveValue('Ryan');
    expect(group.getByLabelText('Street address')).toHaveValue('715 Fake Street');
    expect(group.getByLabelText('Email address')).toHaveValue('ryan@example.com');
    await waitFor(() => expect(group.getByLabelText('Country')).toHaveValue('US'));
    expect(screen.queryByRole('link', { name: 'Click here to log in' })).not.toBeInTheDocument();

    const saved = group.getByRole('combobox', { name: 'Saved addresses' });
    expect(saved).toHaveValue('1');
    await page.user.selectOptions(saved, '2');
    expect(group.getByLabelText('Street address')).toHaveValue('2 Station Road');
    expect(group.getByLabelText('Country')).toHaveValue('GB');
    expect(group.getByLabelText(/Company name/)).toHaveValue('');

    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/shop\/order-success\//));
    const { id: _id, default: _default, ...office } = OFFICE;
    expect(api.sent[0]?.body).toMatchObject({ billingAddress: office });
  });

  it('starts from the profile when there is no saved address', async () => {
    serveAddressBook([]);
    await renderSignedIn();
    const group = billing();
    expect(group.getByLabelText('First name')).toHaveValue('Ryan');
    expect(group.getByLabelText('Last name')).toHaveValue('Ford');
    expect(group.getByLabelText('Email address')).toHaveValue('red-parts@example.com');
    expect(group.getByLabelText('Street address')).toHaveValue('');
    expect(group.queryByRole('combobox', { name: 'Saved addresses' })).not.toBeInTheDocument();
  });
});
