import type * as Shared from '@autoparts/shared';
import type * as Routes from '../routes';

// Each page module says when it is evaluated, i.e. when its download was asked for.
const mockEvaluated: string[] = [];
jest.mock('../pages/login/login-page', () => {
  mockEvaluated.push('login');
  return { LoginPage: () => null };
});
jest.mock('../pages/register/register-new-page', () => {
  mockEvaluated.push('register');
  return { RegisterNewPage: () => null };
});
jest.mock('../pages/forgot-password/set-new-password-page', () => {
  mockEvaluated.push('set new password');
  return { SetNewPasswordPage: () => null };
});
jest.mock('../pages/orders/orders-page', () => {
  mockEvaluated.push('orders');
  return { OrdersPage: () => null, OrderPage: () => null };
});
jest.mock('../pages/addresses/address-edit-page', () => {
  mockEvaluated.push('address form');
  return { EditAddressPage: () => null, NewAddressPage: () => null };
});

beforeEach(() => {
  mockEvaluated.length = 0;
  // A fresh route table and page modules: each page's download is started once per page load.
  jest.resetModules();
});

/** Opens the area on `path`, with a storefront whose visitor is signed in or not. */
async function openOn(path: string, signedIn: boolean): Promise<string[]> {
  const shared = jest.requireActual<typeof Shared>('@autoparts/shared');
  shared.setStorefront({ stores: { auth: { isSignedIn: signedIn } } } as Shared.Storefront);
  try {
    jest.requireActual<typeof Routes>('../routes').startOpeningPage(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return mockEvaluated;
  } finally {
    shared.setStorefront(null);
  }
}

it.each([
  ['/account/login', ['login']],
  ['/register/new', ['register']],
  ['/forgot-password/set-new', ['set new password']],
  ['/account/orders/7', ['orders']],
  ['/account/addresses/new', ['address form']],
])('opened on %s, starts the code of that page only', async (path, pages) => {
  expect(await openOn(path, true)).toEqual(pages);
});

it.each([
  // Forwarded elsewhere, or outside the area.
  '/account',
  '/register',
  '/accounts/login',
  '/shop/cart',
])('opened on %s, starts no page', async (path) => {
  expect(await openOn(path, true)).toEqual([]);
});

it("a guest on a signed-in page: not that page's code (the sign-in page comes instead)", async () => {
  expect(await openOn('/account/orders/7', false)).toEqual([]);
  expect(await openOn('/account/login', false)).toEqual(['login']);
});
