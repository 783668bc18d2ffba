const MAX_RETURN_URL_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://storefront.invalid';

/**
 * The storefront path a `returnUrl` may send the visitor to, or '/'. Only a path of this site
 * passes: '//host' and '/\host' are other sites to a browser, and a scheme or control character
 * could smuggle one in.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_URL_LENGTH) return '/';
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return '/';
  if (CONTROL_CHARACTERS.test(value)) return '/';
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : '/';
  } catch {
    return '/';
  }
}
