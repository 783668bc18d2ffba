import type { ReactElement } from 'react';
import { Route, Routes } from '@autoparts/shared/router';
import { lazyPage, shopLinks } from '@autoparts/shared';
import type { CatalogPageProps } from './pages/catalog/catalog-page';

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

const ROUTES: readonly [path: string, element: ReactElement][] = [
  [shopLinks.products.path, <CatalogPage key="all" />],
  [shopLinks.category.path, <CatalogPage key="category" />],
  [shopLinks.products.categoryPath, <CatalogPage key="products" productsOnly />],
  ...CATALOG_DEMOS.map(([path, props]): [string, ReactElement] => [
    path,
    <CatalogPage key={path} {...props} />,
  ]),
  [shopLinks.product.path, <ProductPage key="product" />],
  [shopLinks.productFull.path, <ProductDemoPage key="product-full" layout="full" />],
  [shopLinks.productSidebar.path, <ProductDemoPage key="product-sidebar" layout="sidebar" />],
  [shopLinks.cart.path, <CartPage key="cart" />],
  [shopLinks.wishlist.path, <WishlistPage key="wishlist" />],
  [shopLinks.compare.path, <ComparePage key="compare" />],
  [shopLinks.orderSuccess.path, <OrderSuccessPage key="order-success" />],
  [shopLinks.orderSuccess.tokenPath, <OrderSuccessPage key="order-success-token" />],
  [shopLinks.trackOrder.path, <TrackOrderPage key="track-order" />],
  [shopLinks.checkout.path, <CheckoutPage key="checkout" />],
  ['*', <ShopNotFound key="404" />],
];

/** The area's pages, relative to where the shell mounts it (/shop/*). */
export function ShopRoutes() {
  return (
    <Routes>
      <Route index element={<ShopHomePage />} />
      {ROUTES.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
