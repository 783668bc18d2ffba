import { SEEDED_CUSTOMER_SIGN_IN } from '@autoparts/mf-account/server';
import type { ApiOperation } from '@autoparts/service-kit';
import { areaOperations } from '../../areas';
import type { Client } from './clients';
import type { AbuseContext } from './probe';
import type { Answer } from './storefront';

export const SIGN_IN = '/api/Authentication/Login';
export const REGISTER = '/api/Authentication/Register';
export const FORGOT_PASSWORD = '/api/Authentication/ForgotPassword';
export const RESET_PASSWORD = '/api/Authentication/ForgotPasswordReset';
export const ACCOUNT_CHECK = '/api/Account/CheckIfAccountExists';
export const PROFILE = '/api/account/profile';
export const CHANGE_PASSWORD = '/api/account/password';
export const ORDERS = '/api/shop/orders';
export const TRACK_ORDER = '/api/shop/orders/track';

/** The seeded customer the spec publishes (red-parts@example.com / 123456). */
export const CUSTOMER = {
  email: SEEDED_CUSTOMER_SIGN_IN.account,
  password: SEEDED_CUSTOMER_SIGN_IN.password,
};

/** A request the area's operations list as accepted (the fuzz's valid request). */
function sample(area: string, found: (operation: ApiOperation) => boolean) {
  const operation = areaOperations[area]?.find(found);
  if (!operation?.body) throw new Error(`The ${area} area lists no such operation with a body.`);
  return { path: operation.path, body: operation.body.valid as Record<string, unknown> };
}

export const samples = {
  order: () => sample('shop', (op) => op.method === 'POST' && op.path === ORDERS).body,
  review: () =>
    sample(
      'shop',
      (op) => op.method === 'POST' && op.pattern === '/api/shop/products/:slug/reviews',
    ),
  register: () => sample('account', (op) => op.path === REGISTER).body,
  /** A seeded order of the seeded customer's, by number and billing email. */
  trackedOrder: () =>
    sample('shop', (op) => op.path === TRACK_ORDER).body as { number: string; email: string },
};

/** A made-up token in the shape of a real one (32 letters and digits). */
export const madeUpToken = (n: number) => `abuse${String(n).padStart(27, '0')}`;

/** Setup is not an attack: what it needs must work, or the report would count nothing. */
export function expectAnswer(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status} (${answer.title ?? ''} ${answer.detail ?? ''}), not ${status}.`,
    );
  }
  return answer;
}

export interface Account {
  email: string;
  password: string;
  /** An access token of a session of the account's. */
  token: string;
  /** Where the account signed up from: its owner's client. */
  owner: Client;
}

/** A new account of this run's, `label` naming what it is for, signed in from its own client. */
export async function registerAccount(context: AbuseContext, label: string): Promise<Account> {
  const owner = context.client();
  const email = `abuse-${label}-${context.run}@example.com`;
  const password = `abuse-${context.run}-password`;
  const body = { ...samples.register(), email, phone: '', password };
  const answer = expectAnswer(await owner.send('POST', REGISTER, { body }), 200, 'Register');
  const token = (answer.body as { tokenResponse?: { token?: string } }).tokenResponse?.token;
  if (!token) throw new Error('Register answered no access token.');
  return { email, password, token, owner };
}

/** A guest order billed to `email`, placed from a client of its own: its number. */
export async function placeGuestOrder(context: AbuseContext, email: string): Promise<string> {
  const order = samples.order();
  const billingAddress = { ...(order.billingAddress as object), email };
  const answer = await context.client().send('POST', ORDERS, {
    body: { ...order, billingAddress },
  });
  return (expectAnswer(answer, 201, 'A guest order').body as { number: string }).number;
}
