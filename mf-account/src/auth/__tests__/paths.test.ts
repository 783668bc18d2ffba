import {
  addressHref,
  afterSignInTarget,
  loginUrl,
  orderHref,
  ordersPageHref,
  positiveId,
} from '../paths';

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

describe('ids and page numbers', () => {
  it.each(['1', '42', '999999999'])('reads %s', (raw) => {
    expect(positiveId(raw)).toBe(Number(raw));
  });

  it.each([null, undefined, '', '0', '01', '-1', '1.5', '1e3', 'abc', ' 2', '1234567890'])(
    'refuses %p',
    (raw) => {
      expect(positiveId(raw)).toBeNull();
    },
  );

  it('builds the addresses its parser reads back', () => {
    const last = (href: string) => href.split('/').at(-1);
    expect(positiveId(last(orderHref(12)))).toBe(12);
    expect(positiveId(last(addressHref(3)))).toBe(3);
    const page = new URL(ordersPageHref(4), 'http://storefront.invalid');
    expect(page.pathname).toBe('/account/orders');
    expect(positiveId(page.searchParams.get('page'))).toBe(4);
    expect(ordersPageHref(1)).toBe('/account/orders');
  });
});
