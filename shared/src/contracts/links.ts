import type { ProductSort } from '../types';

/*
 * The storefront's addresses, one builder per page, grouped by the area that owns them (design:
 * "no area builds another area's URL by hand"; bulletproof-react's paths as the model). Each
 * entry has `getHref()`, the absolute address every link uses, and the `path` its area's <Routes>
 * matches, relative to the section the shell mounts the area at (demo pages routed from a list
 * of their own have none). The owner's parsers are tested against these builders, so a change
 * of an area's URL scheme is made here once and fails a test where the two disagree.
 */

/** A page at a fixed address. */
export interface FixedLink {
  readonly path: string;
  getHref(): string;
}

function fixedLink(section: string, path: string): FixedLink {
  const href = path ? `/${section}/${path}` : `/${section}`;
  return { path, getHref: () => href };
}

/** A query string of the given entries in their order, without the empty ones; '' for none. */
function queryOf(entries: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries) as [string, unknown][]) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `?` and the parameters, or ''; commas stay readable (they need no escaping in a query). */
export function readableSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

// ---------------------------------------------------------------------------------------------
// Shop (/shop)

/** The product list's values that its URL leaves out (the list shows them when absent). */
export const PRODUCT_LIST_DEFAULTS = Object.freeze({
  page: 1,
  limit: 16,
  sort: 'default' as ProductSort,
  discount: 'any' as const,
});

export type ProductDiscountFilter = 'any' | 'yes' | 'no';

/**
 * The product list's own state in its URL: `filter_<name>`, `sort`, `limit` and `page`, as the
 * shop's list parses them (mf-shop's list-url-state). Absent, empty or default values are left out.
 */
export interface ProductListQuery {
  /** Name search (the header's search box). */
  q?: string;
  /** Only the parts that fit this vehicle id. */
  vehicle?: number | null;
  /** [min, max] in US dollars. */
  price?: readonly [min: number, max: number] | null;
  /** Brand slugs. */
  brand?: readonly string[];
  discount?: ProductDiscountFilter;
  /** Star ratings, 1 to 5. */
  rating?: readonly number[];
  /** Colour slugs. */
  color?: readonly string[];
  sort?: ProductSort;
  limit?: number;
  page?: number;
}

/** The list's parameters in their fixed order, defaults left out. */
export function productListParams(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = PRODUCT_LIST_DEFAULTS;
  const set = (name: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') params.set(name, String(value));
  };
  set('filter_q', query.q);
  set('filter_vehicle', query.vehicle ?? undefined);
  set('filter_price', query.price?.join('-'));
  set('filter_brand', query.brand?.join(','));
  set('filter_discount', query.discount !== defaults.discount && query.discount);
  set('filter_rating', query.rating?.join(','));
  set('filter_color', query.color?.join(','));
  set('sort', query.sort !== defaults.sort && query.sort);
  set('limit', query.limit !== defaults.limit && query.limit);
  set('page', query.page !== defaults.page && query.page);
  return params;
}

const SHOP = 'shop';
const segment = encodeURIComponent;

export const shopLinks = {
  home: fixedLink(SHOP, ''),
  /** The product list: every product, or one category's (`category`: its slug). */
  products: {
    path: 'category/products',
    categoryPath: 'category/:slug/products',
    getHref({ category, ...query }: ProductListQuery & { category?: string } = {}): string {
      const list = category ? `category/${segment(category)}/products` : 'category/products';
      return `/${SHOP}/${list}${readableSearch(productListParams(query))}`;
    },
  },
  /** A category's page: its products when its layout is products, else its subcategories. */
  category: {
    path: 'category/:slug',
    getHref(category: { slug: string; layout?: 'products' | 'categories' }): string {
      const href = `/${SHOP}/category/${segment(category.slug)}`;
      return category.layout === 'products' ? `${href}/products` : href;
    },
  },
  product: {
    path: 'products/:slug',
    getHref: (slug: string): string => `/${SHOP}/products/${segment(slug)}`,
  },
  cart: fixedLink(SHOP, 'cart'),
  checkout: fixedLink(SHOP, 'checkout'),
  /** After placing an order: its page by the order's token; without one, the demo page. */
  orderSuccess: {
    path: 'order-success',
    tokenPath: 'order-success/:token',
    getHref: (token?: string): string =>
      token === undefined ? `/${SHOP}/order-success` : `/${SHOP}/order-success/${segment(token)}`,
  },
  trackOrder: fixedLink(SHOP, 'track-order'),
  wishlist: fixedLink(SHOP, 'wishlist'),
  compare: fixedLink(SHOP, 'compare'),
  // The spec's demo pages of the menus: the list in each view, and the product page layouts.
  categoryGrid: fixedLink(SHOP, 'category-grid'),
  categoryGridWithFeatures: fixedLink(SHOP, 'category-grid-with-features'),
  categoryList: fixedLink(SHOP, 'category-list'),
  categoryTable: fixedLink(SHOP, 'category-table'),
  categoryRightSidebar: fixedLink(SHOP, 'category-right-sidebar'),
  productFull: fixedLink(SHOP, 'product-full'),
  productSidebar: fixedLink(SHOP, 'product-sidebar'),
} as const;

// ---------------------------------------------------------------------------------------------
// Account (/account, /register, /forgot-password)

const ACCOUNT = 'account';
const REGISTER = 'register';
const FORGOT_PASSWORD = 'forgot-password';

/** What registration starts with: the email or phone typed, and where to go afterwards. */
export interface RegisterPrefill {
  email?: string;
  phone?: string;
  returnUrl?: string | null;
}

export const accountLinks = {
  home: fixedLink(ACCOUNT, ''),
  /** Sign in, then go on to `returnUrl` (a path of this storefront) instead of the dashboard. */
  login: {
    path: 'login',
    getHref: (returnUrl?: string): string => `/${ACCOUNT}/login${queryOf({ returnUrl })}`,
  },
  dashboard: fixedLink(ACCOUNT, 'dashboard'),
  garage: fixedLink(ACCOUNT, 'garage'),
  profile: fixedLink(ACCOUNT, 'profile'),
  password: fixedLink(ACCOUNT, 'password'),
  /** The order history; page 1 is the history's own address. */
  orders: {
    path: 'orders',
    getHref: (page = 1): string => `/${ACCOUNT}/orders${queryOf({ page: page > 1 ? page : null })}`,
  },
  order: {
    path: 'orders/:id',
    getHref: (orderId: number): string => `/${ACCOUNT}/orders/${orderId}`,
  },
  addresses: fixedLink(ACCOUNT, 'addresses'),
  newAddress: fixedLink(ACCOUNT, 'addresses/new'),
  address: {
    path: 'addresses/:id',
    getHref: (addressId: number | string): string =>
      `/${ACCOUNT}/addresses/${segment(String(addressId))}`,
  },
  /** Relative to /register. */
  registerNew: {
    path: 'new',
    getHref: ({ email, phone, returnUrl }: RegisterPrefill = {}): string =>
      `/${REGISTER}/new${queryOf({ email, phone, returnUrl })}`,
  },
  /** Relative to /register. */
  registerExisting: fixedLink(REGISTER, 'existing'),
  /** Relative to /forgot-password (the section's start page). */
  forgotPassword: fixedLink(FORGOT_PASSWORD, ''),
  enterEmail: fixedLink(FORGOT_PASSWORD, 'enter-email'),
  setNewPassword: fixedLink(FORGOT_PASSWORD, 'set-new'),
  setNewPasswordSuccess: fixedLink(FORGOT_PASSWORD, 'set-new-success'),
} as const;

// ---------------------------------------------------------------------------------------------
// Blog (/blog)

const BLOG = 'blog';

export type BlogListLayout = 'classic' | 'grid' | 'list';

/** The post list's query; the parameters are written in the order given. */
export interface BlogListQuery {
  category?: string;
  search?: string;
  page?: number;
  layout?: string;
  sidebar?: string;
}

export const blogLinks = {
  /** The post list: all posts, one category or a search. */
  list: {
    path: '',
    getHref: (query: BlogListQuery = {}): string => `/${BLOG}${queryOf(query)}`,
  },
  post: {
    path: 'post/:slug',
    getHref: (slug: string): string => `/${BLOG}/post/${segment(slug)}`,
  },
  /** The spec's list demo pages: a layout, its sidebar on the left or the right. */
  listDemo: {
    getHref: (layout: BlogListLayout, sidebar?: 'left' | 'right'): string =>
      `/${BLOG}/category-${layout}${sidebar ? `-${sidebar}-sidebar` : ''}`,
  },
  /** The spec's post demo pages, showing the newest post. */
  postDemo: {
    getHref: (variant: 'full-width' | 'left-sidebar' | 'right-sidebar' | 'without-image'): string =>
      `/${BLOG}/post-${variant}`,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Vehicle (/vehicle)

const VEHICLE = 'vehicle';

export const vehicleLinks = {
  home: fixedLink(VEHICLE, ''),
  vehicle: {
    path: ':vehicleId',
    getHref: (vehicleId: number): string => `/${VEHICLE}/${vehicleId}`,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Site pages (/site)

const SITE = 'site';

/** The site pages in the order their navigation lists them; each is /site/<page>. */
export const SITE_PAGES = [
  'about-us',
  'contact-us-v1',
  'contact-us-v2',
  'terms',
  'faq',
  'components',
  'typography',
  'not-found',
] as const;

export type SitePage = (typeof SITE_PAGES)[number];

export const siteLinks = {
  home: fixedLink(SITE, ''),
  /** A site page; `hash` scrolls to one of its parts. */
  page: {
    getHref: (page: SitePage, hash?: string): string => `/${SITE}/${page}${hash ? `#${hash}` : ''}`,
  },
} as const;
