import { matchRoutes } from '@autoparts/shared/router';
import { accountLinks } from '@autoparts/shared';
import { afterSignInTarget, positiveId } from '../paths';

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

describe('the sign-in link', () => {
  it('carries the page to come back to', () => {
    expect(accountLinks.login.getHref('/account/orders?page=2')).toBe(
      '/account/login?returnUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
  });

  it.each(['/shop/checkout', '/account/orders?page=2', '/shop/products/a b?x=1&y=%2F#top'])(
    'brings the visitor back to %s',
    (returnUrl) => {
      const url = new URL(accountLinks.login.getHref(returnUrl), 'http://storefront.invalid');
      expect(url.pathname).toBe(accountLinks.login.getHref());
      expect(afterSignInTarget(url.searchParams)).toBe(returnUrl);
    },
  );
});

describe('the registration link', () => {
  it('carries what was typed and the page to come back to', () => {
    const href = accountLinks.registerNew.getHref({ email: 'a+b@example.com', returnUrl: '/shop' });
    const url = new URL(href, 'http://storefront.invalid');
    expect(url.pathname).toBe('/register/new');
    expect(url.searchParams.get('email')).toBe('a+b@example.com');
    expect(afterSignInTarget(url.searchParams)).toBe('/shop');
    expect(accountLinks.registerNew.getHref({ phone: '+1 555', returnUrl: null })).toBe(
      '/register/new?phone=%2B1+555',
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

  it('reads back what the link builders write', () => {
    // The area's routes, as routes.tsx declares them under /account.
    const routes = [accountLinks.order, accountLinks.address, accountLinks.newAddress].map(
      ({ path }) => ({ path: `/account/${path}` }),
    );
    const id = (href: string) => positiveId(matchRoutes(routes, href)?.[0]?.params.id);
    expect(id(accountLinks.order.getHref(12))).toBe(12);
    expect(id(accountLinks.address.getHref(3))).toBe(3);
    expect(matchRoutes(routes, accountLinks.newAddress.getHref())?.[0]?.route.path).toBe(
      '/account/addresses/new',
    );
    const page = new URL(accountLinks.orders.getHref(4), 'http://storefront.invalid');
    expect(page.pathname).toBe('/account/orders');
    expect(positiveId(page.searchParams.get('page'))).toBe(4);
    expect(accountLinks.orders.getHref(1)).toBe('/account/orders');
  });
});
