import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { shopLinks } from '@autoparts/shared';
import { CartPage } from './pages/cart/cart-page';
import { CatalogPage, type CatalogPageProps } from './pages/catalog/catalog-page';
import { CheckoutPage, OrderSuccessPage, TrackOrderPage } from './pages/buying-routes';
import { ComparePage } from './pages/compare/compare-page';
import { ShopNotFound } from './pages/not-found/shop-not-found';
import { ProductDemoPage, ProductPage } from './pages/product/product-page';
import { ShopHomePage } from './pages/shop-home/shop-home-page';
import { WishlistPage } from './pages/wishlist/wishlist-page';

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
