import type { ReactElement } from 'react';
import { Route, Routes } from '@autoparts/shared/router';
import { lazyPage, matchAreaRoute, shopLinks, type AreaRoute } from '@autoparts/shared';
import { decodeSegment } from './lib/decode-segment';
import { startCategoryEarly, startProductListEarly } from './pages/catalog/catalog-loader';
import type { CatalogPageProps } from './pages/catalog/catalog-page';
import { startProductEarly } from './pages/product/product-loader';

// Each page is downloaded when its route is first opened.
const CartPage = lazyPage(() => import('./pages/cart/cart-page').then((m) => m.CartPage));
const CatalogPage = lazyPage(() =>
  import('./pages/catalog/catalog-page').then((m) => m.CatalogPage),
);
const CheckoutPage = lazyPage(() =>
  import('./pages/checkout/checkout-page').then((m) => m.CheckoutPage),
);
const OrderSuccessPage = lazyPage(() =>
  import('./pages/order-success/order-success-page').then((m) => m.OrderSuccessPage),
);
const TrackOrderPage = lazyPage(() =>
  import('./pages/track-order/track-order-page').then((m) => m.TrackOrderPage),
);
const ComparePage = lazyPage(() =>
  import('./pages/compare/compare-page').then((m) => m.ComparePage),
);
const ShopNotFound = lazyPage(() =>
  import('./pages/not-found/shop-not-found').then((m) => m.ShopNotFound),
);
const ProductDemoPage = lazyPage(() =>
  import('./pages/product/product-page').then((m) => m.ProductDemoPage),
);
const ProductPage = lazyPage(() =>
  import('./pages/product/product-page').then((m) => m.ProductPage),
);
const ShopHomePage = lazyPage(() =>
  import('./pages/shop-home/shop-home-page').then((m) => m.ShopHomePage),
);
const WishlistPage = lazyPage(() =>
  import('./pages/wishlist/wishlist-page').then((m) => m.WishlistPage),
);

/** The spec's demo routes of the product list: one per view, and the sidebar on the other side. */
const CATALOG_DEMOS: readonly [path: string, props: CatalogPageProps][] = [
  [shopLinks.categoryGrid.path, { defaultView: 'grid' }],
  [shopLinks.categoryGridWithFeatures.path, { defaultView: 'grid-with-features' }],
  [shopLinks.categoryList.path, { defaultView: 'list' }],
  [shopLinks.categoryTable.path, { defaultView: 'table' }],
  [shopLinks.categoryRightSidebar.path, { defaultSidebar: 'end' }],
];

interface ShopRoute extends AreaRoute {
  element: ReactElement;
  /**
   * What the page shows first, asked for while its code downloads (see startRouteEarly): given
   * the route's slug, decoded, and the address's query.
   */
  early?: (slug: string | undefined, search: string) => void;
}

/** What the area renders, its home first and the catch-all last. */
const ROUTE_TABLE: readonly ShopRoute[] = [
  { path: '/', element: <ShopHomePage key="home" />, page: ShopHomePage },
  {
    path: shopLinks.products.path,
    element: <CatalogPage key="all" />,
    page: CatalogPage,
    early: (_slug, search) => startProductListEarly(null, search),
  },
  {
    path: shopLinks.category.path,
    element: <CatalogPage key="category" />,
    page: CatalogPage,
    early: (slug) => slug && startCategoryEarly(slug),
  },
  {
    path: shopLinks.products.categoryPath,
    element: <CatalogPage key="products" productsOnly />,
    page: CatalogPage,
    early: (slug, search) => slug && startProductListEarly(slug, search),
  },
  ...CATALOG_DEMOS.map(([path, props]) => ({
    path,
    element: <CatalogPage key={path} {...props} />,
    page: CatalogPage,
  })),
  {
    path: shopLinks.product.path,
    element: <ProductPage key="product" />,
    page: ProductPage,
    early: (slug) => slug && startProductEarly(slug),
  },
  {
    path: shopLinks.productFull.path,
    element: <ProductDemoPage key="product-full" layout="full" />,
    page: ProductDemoPage,
  },
  {
    path: shopLinks.productSidebar.path,
    element: <ProductDemoPage key="product-sidebar" layout="sidebar" />,
    page: ProductDemoPage,
  },
  { path: shopLinks.cart.path, element: <CartPage key="cart" />, page: CartPage },
  { path: shopLinks.wishlist.path, element: <WishlistPage key="wishlist" />, page: WishlistPage },
  { path: shopLinks.compare.path, element: <ComparePage key="compare" />, page: ComparePage },
  {
    path: shopLinks.orderSuccess.path,
    element: <OrderSuccessPage key="order-success" />,
    page: OrderSuccessPage,
  },
  {
    path: shopLinks.orderSuccess.tokenPath,
    element: <OrderSuccessPage key="order-success-token" />,
    page: OrderSuccessPage,
  },
  {
    path: shopLinks.trackOrder.path,
    element: <TrackOrderPage key="track-order" />,
    page: TrackOrderPage,
  },
  { path: shopLinks.checkout.path, element: <CheckoutPage key="checkout" />, page: CheckoutPage },
  { path: '*', element: <ShopNotFound key="404" />, page: ShopNotFound },
];

/**
 * Starts the page at `pathname` (its code) and what it shows first (its product, its list) while
 * the area's routes have not rendered yet, from the same table the routes are made of: the page's
 * code then downloads beside its data instead of after the area's first render. A slug that is
 * not a decodable segment starts no data: the page itself refuses it.
 */
export function startRouteEarly(pathname: string, search: string): void {
  const found = matchAreaRoute(shopLinks.home.getHref(), ROUTE_TABLE, pathname);
  if (!found) return;
  const { route, match } = found;
  route.page?.preload();
  const slug = match.params.slug;
  const decoded = decodeSegment(slug);
  if (route.early && (slug === undefined || decoded !== undefined)) route.early(decoded, search);
}

/** The area's pages, relative to where the shell mounts it (/shop/*). */
export function ShopRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
