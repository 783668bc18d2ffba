import { safeReturnUrl } from '../return-url';

describe('safeReturnUrl', () => {
  it.each(['/', '/account/orders', '/shop/catalog?page=2&sort=name_asc#top', '/a/%2F%2Fb'])(
    'keeps the storefront path %s',
    (path) => expect(safeReturnUrl(path)).toBe(path),
  );

  it.each([
    ['another site by scheme', 'https://evil.example/'],
    ['a protocol-relative url', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'account/orders'],
    ['leading spaces', ' /account'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/account\n/x'],
    ['an empty string', ''],
    ['a very long value', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, value) => expect(safeReturnUrl(value)).toBe('/'));

  it.each([undefined, null, 42, ['/account'], { path: '/account' }])(
    'refuses the non-string %p',
    (value) => expect(safeReturnUrl(value)).toBe('/'),
  );
});
