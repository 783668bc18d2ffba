import { safeReturnUrl } from '@autoparts/shared';

/** The area's pages, as absolute storefront paths (the area owns three first segments). */
export const PATHS = {
  login: '/account/login',
  dashboard: '/account/dashboard',
  garage: '/account/garage',
  profile: '/account/profile',
  orders: '/account/orders',
  addresses: '/account/addresses',
  newAddress: '/account/addresses/new',
  password: '/account/password',
  registerNew: '/register/new',
  registerExisting: '/register/existing',
  forgotPassword: '/forgot-password',
  enterEmail: '/forgot-password/enter-email',
  setNewPassword: '/forgot-password/set-new',
  setNewPasswordSuccess: '/forgot-password/set-new-success',
} as const;

/**
 * An id or a page number as these paths write it: a positive whole number written
 * plainly ("2", not "02", "2.0" or "-2"); null for anything else.
 */
export function positiveId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** One order's page. */
export const orderHref = (orderId: number): string => `${PATHS.orders}/${orderId}`;

/** Page `page` of the order history; page 1 is the history's own address. */
export const ordersPageHref = (page: number): string =>
  page > 1 ? `${PATHS.orders}?page=${page}` : PATHS.orders;

/** The edit page of one saved address. */
export const addressHref = (addressId: number): string => `${PATHS.addresses}/${addressId}`;

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
