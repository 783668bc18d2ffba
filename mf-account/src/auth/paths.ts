import { safeReturnUrl } from '@autoparts/shared';

/** The area's pages, as absolute storefront paths (the area owns three first segments). */
export const PATHS = {
  login: '/account/login',
  dashboard: '/account/dashboard',
  garage: '/account/garage',
  profile: '/account/profile',
  orders: '/account/orders',
  addresses: '/account/addresses',
  password: '/account/password',
  registerNew: '/register/new',
  registerExisting: '/register/existing',
  forgotPassword: '/forgot-password',
  enterEmail: '/forgot-password/enter-email',
  setNewPassword: '/forgot-password/set-new',
  setNewPasswordSuccess: '/forgot-password/set-new-success',
} as const;

/** The sign-in page that brings the visitor back to `returnUrl` afterwards. */
export function loginUrl(returnUrl: string): string {
  return `${PATHS.login}?${new URLSearchParams({ returnUrl })}`;
}

function isLoginPage(path: string): boolean {
  const { pathname } = new URL(path, 'http://storefront.invalid');
  return pathname.replace(/\/+$/, '').toLowerCase() === PATHS.login;
}

/**
 * Where a visitor goes once signed in: the page `?returnUrl=` asked for when it is a path of this
 * storefront, else the dashboard. The sign-in page itself is never a target: it would ask to
 * sign in again, or replay the tokens of a sign-in link.
 */
export function afterSignInTarget(search: URLSearchParams): string {
  const requested = search.get('returnUrl');
  if (requested === null || safeReturnUrl(requested) !== requested) return PATHS.dashboard;
  return isLoginPage(requested) ? PATHS.dashboard : requested;
}
