import { matchRoutes } from '@autoparts/shared/router';
import { shopLinks } from '@autoparts/shared';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  listStateToParams,
  parseListState,
  toSearch,
  type ListState,
} from '../list-url-state';
import { FULL_LIST_STATE } from '../../testing/list-states';

// The shop's addresses are built in shared's link contract and used by every area; these tests
// read them back the way the shop does (its routes, then parseListState), so a builder and the
// shop's parsing cannot drift apart without a failure here.

const ROUTES = [
  shopLinks.products.path,
  shopLinks.products.categoryPath,
  shopLinks.category.path,
  shopLinks.product.path,
  shopLinks.orderSuccess.tokenPath,
].map((path) => ({ path: `/shop/${path}` }));

/** What the shop's router and list page make of `href`: the route, its params, the list state. */
function read(href: string) {
  const url = new URL(href, 'http://storefront.invalid');
  const [match] = matchRoutes(ROUTES, url.pathname) ?? [];
  return {
    route: match?.route.path.slice('/shop/'.length),
    params: match?.params ?? {},
    state: parseListState(url.searchParams),
  };
}

/** A list state as the builder's argument: its filters, sort, limit and page side by side. */
const query = ({ filters, ...rest }: ListState) => ({ ...filters, ...rest });

const withFilters = (filters: Partial<ListState['filters']>, rest: Partial<ListState> = {}) => ({
  ...DEFAULT_LIST_STATE,
  ...rest,
  filters: { ...EMPTY_FILTERS, ...filters },
});

const STATES: [name: string, state: ListState][] = [
  ['no filters', DEFAULT_LIST_STATE],
  ['a vehicle', withFilters({ vehicle: 42 })],
  ['a brand', withFilters({ brand: ['bosch'] })],
  ['a discount', withFilters({ discount: 'yes' })],
  ['a page and sort', withFilters({}, { page: 3, sort: 'name_asc' })],
  ['a price range', withFilters({ price: [1.5, 250] }, { limit: 48 })],
  ['every filter', FULL_LIST_STATE],
  [
    'every filter and no discount',
    { ...FULL_LIST_STATE, filters: { ...FULL_LIST_STATE.filters, discount: 'no' } },
  ],
  ['a search with special characters', withFilters({ q: 'a+b & c, 50% "off" é/?#=x' })],
  ['a search that looks encoded', withFilters({ q: '%2C %20 +' })],
];

describe('shopLinks.products against the list page', () => {
  it.each(STATES)('round-trips %s', (_name, state) => {
    const href = shopLinks.products.getHref(query(state));
    expect(read(href)).toEqual({ route: 'category/products', params: {}, state });
  });

  it.each(STATES)('round-trips %s in a category', (_name, state) => {
    const href = shopLinks.products.getHref({ category: 'brake-pads', ...query(state) });
    expect(read(href)).toEqual({
      route: 'category/:slug/products',
      params: { slug: 'brake-pads' },
      state,
    });
  });

  it.each(STATES)('writes %s as the list itself does', (_name, state) => {
    const href = shopLinks.products.getHref(query(state));
    expect(href).toBe(`/shop/category/products${toSearch(listStateToParams(state))}`);
  });

  it('leaves the defaults out of the address', () => {
    expect(shopLinks.products.getHref(query(DEFAULT_LIST_STATE))).toBe('/shop/category/products');
    expect(shopLinks.products.getHref({ q: '', brand: [], vehicle: null })).toBe(
      '/shop/category/products',
    );
  });

  it('keeps the addresses other areas link to', () => {
    expect(shopLinks.products.getHref({ vehicle: 42 })).toBe(
      '/shop/category/products?filter_vehicle=42',
    );
    expect(shopLinks.products.getHref({ discount: 'yes' })).toBe(
      '/shop/category/products?filter_discount=yes',
    );
    expect(shopLinks.products.getHref({ q: 'spark plugs', vehicle: 7 })).toBe(
      '/shop/category/products?filter_q=spark+plugs&filter_vehicle=7',
    );
    expect(shopLinks.products.getHref({ category: 'brakes', vehicle: 7 })).toBe(
      '/shop/category/brakes/products?filter_vehicle=7',
    );
  });
});

describe('the shop’s other builders against its routes', () => {
  const ODD = 'odd slug/é?#%';

  it('round-trips a product slug', () => {
    expect(read(shopLinks.product.getHref('brake-kit'))).toMatchObject({
      route: 'products/:slug',
      params: { slug: 'brake-kit' },
    });
    expect(read(shopLinks.product.getHref(ODD)).params).toEqual({ slug: ODD });
  });

  it('round-trips a category, by its layout', () => {
    expect(
      read(shopLinks.category.getHref({ slug: 'brakes', layout: 'categories' })),
    ).toMatchObject({ route: 'category/:slug', params: { slug: 'brakes' } });
    expect(
      read(shopLinks.category.getHref({ slug: 'brake-pads', layout: 'products' })),
    ).toMatchObject({ route: 'category/:slug/products', params: { slug: 'brake-pads' } });
    expect(read(shopLinks.products.getHref({ category: ODD })).params).toEqual({ slug: ODD });
  });

  it('round-trips an order token', () => {
    expect(read(shopLinks.orderSuccess.getHref('a1b2'))).toMatchObject({
      route: 'order-success/:token',
      params: { token: 'a1b2' },
    });
    expect(shopLinks.orderSuccess.getHref()).toBe('/shop/order-success');
  });
});
