import { accountLinks, safeReturnUrl } from '@autoparts/shared';

// The area's addresses are built by accountLinks (shared's link contract); this file reads them.

/**
 * An id or a page number as these paths write it: a positive whole number written
 * plainly ("2", not "02", "2.0" or "-2"); null for anything else.
 */
export function positiveId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

function isLoginPage(path: string): boolean {
  const { pathname } = new URL(path, 'http://storefront.invalid');
  return pathname.replace(/\/+$/, '').toLowerCase() === accountLinks.login.getHref();
}

/**
 * Where a visitor goes once signed in: the page `?returnUrl=` asked for when it is a path of this
 * storefront, else the dashboard. The sign-in page itself is never a target: it would ask to
 * sign in again, or replay the tokens of a sign-in link.
 */
export function afterSignInTarget(search: URLSearchParams): string {
  const requested = search.get('returnUrl');
  const dashboard = accountLinks.dashboard.getHref();
  if (requested === null || safeReturnUrl(requested) !== requested) return dashboard;
  return isLoginPage(requested) ? dashboard : requested;
}
