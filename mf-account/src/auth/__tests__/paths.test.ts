import { afterSignInTarget, loginUrl } from '../paths';

const target = (query: string) => afterSignInTarget(new URLSearchParams(query));

describe('afterSignInTarget', () => {
  it('is the dashboard without a returnUrl', () => {
    expect(target('')).toBe('/account/dashboard');
  });

  it('is a storefront path with its query and hash', () => {
    const returnUrl = '/shop/products/brake-kit?tab=reviews#top';
    expect(target(new URLSearchParams({ returnUrl }).toString())).toBe(returnUrl);
  });

  it.each(['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil', 'shop'])(
    'refuses %s',
    (returnUrl) => {
      expect(target(new URLSearchParams({ returnUrl }).toString())).toBe('/account/dashboard');
    },
  );

  it('never goes back to the sign-in page (it would replay a sign-in link)', () => {
    const returnUrl = '/account/login/?accessToken=a&refreshToken=b';
    expect(target(new URLSearchParams({ returnUrl }).toString())).toBe('/account/dashboard');
  });
});

describe('loginUrl', () => {
  it('carries the page to come back to', () => {
    expect(loginUrl('/account/orders?page=2')).toBe(
      '/account/login?returnUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
  });
});
