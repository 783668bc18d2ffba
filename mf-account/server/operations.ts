import type { ApiOperation } from '@autoparts/service-kit';
import { seededAddresses } from './data/addresses';
import { seededCustomer } from './data/customer';
import {
  accountExistsSchema,
  addressSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  passwordResetSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
  validateTokenSchema,
} from './schemas';

/** A token's shape (32 letters and digits) that no session holds. */
const UNKNOWN_TOKEN = 'FuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz';

const customer = seededCustomer();
// The seeded customer's second address: an edit that changes nothing, then deleted last.
const { id: _id, ...secondAddress } = seededAddresses()[1]!;

/**
 * The demo sign-in the spec publishes (see data/customer.ts): the fuzz signs in with it, as the
 * customer whose data the sample paths below name.
 */
export const SEEDED_CUSTOMER_SIGN_IN = { account: customer.email, password: '123456' } as const;

const post = (path: string, body: NonNullable<ApiOperation['body']>): ApiOperation => ({
  method: 'POST',
  path,
  body,
});

/**
 * Every endpoint of the account slice, for the robustness fuzz. The fuzz signs in as the seeded
 * customer, so nothing here may end its session or lock its account: sign-ins and resets name
 * other accounts, Logout is sent without the bearer, and a password change gives a wrong current
 * password.
 */
export const accountOperations: ApiOperation[] = [
  post('/api/Authentication/Login', {
    schema: loginSchema,
    valid: { account: 'fuzz-login@example.com', password: 'not-the-password', countryCode: 'US' },
  }),
  post('/api/Authentication/Register', {
    schema: registerSchema,
    valid: {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz-register@example.com',
      phone: '+1 212 555 0100',
      password: 'fuzz-password',
    },
  }),
  post('/api/Authentication/Logout', {
    schema: logoutSchema,
    valid: { refreshToken: UNKNOWN_TOKEN },
  }),
  post('/api/Authentication/RefreshToken', {
    schema: refreshSchema,
    valid: { refreshToken: UNKNOWN_TOKEN },
  }),
  post('/api/Authentication/ValidateToken', {
    schema: validateTokenSchema,
    valid: { token: UNKNOWN_TOKEN },
  }),
  post('/api/Authentication/ForgotPassword', {
    schema: forgotPasswordSchema,
    valid: { email: 'fuzz-reset@example.com' },
  }),
  post('/api/Authentication/ForgotPasswordReset', {
    schema: passwordResetSchema,
    valid: { email: 'fuzz-reset@example.com', token: UNKNOWN_TOKEN, password: 'fuzz-password' },
  }),
  post('/api/Account/CheckIfAccountExists', {
    schema: accountExistsSchema,
    valid: { account: 'fuzz-exists@example.com' },
  }),
  { method: 'GET', path: '/api/account/profile', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/account/profile',
    auth: 'customer',
    body: {
      schema: profileSchema,
      valid: {
        email: customer.email,
        phone: customer.phone,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/account/password',
    auth: 'customer',
    body: {
      schema: changePasswordSchema,
      valid: { currentPassword: 'not-the-password', newPassword: 'fuzz-password' },
    },
  },
  { method: 'GET', path: '/api/account/addresses', auth: 'customer' },
  { method: 'GET', path: '/api/account/addresses/default', auth: 'customer' },
  {
    method: 'GET',
    path: '/api/account/addresses/1',
    pattern: '/api/account/addresses/:id',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/account/addresses',
    auth: 'customer',
    body: { schema: addressSchema, valid: secondAddress },
  },
  {
    method: 'PUT',
    path: '/api/account/addresses/2',
    pattern: '/api/account/addresses/:id',
    auth: 'customer',
    body: { schema: addressSchema, valid: secondAddress },
  },
  {
    method: 'DELETE',
    path: '/api/account/addresses/2',
    pattern: '/api/account/addresses/:id',
    auth: 'customer',
  },
  { method: 'GET', path: '/api/account/countries' },
];
