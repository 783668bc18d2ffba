// First, so the namespace's address is known before any page asks for its texts.
import './../i18n';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@autoparts/shared';
import { QuickViewProvider } from '../components/quick-view/quick-view-context';
import { CartPage } from '../pages/cart/cart-page';
import { CatalogPage, type CatalogPageProps } from '../pages/catalog/catalog-page';
import { CheckoutPage, OrderSuccessPage, TrackOrderPage } from '../pages/buying-routes';
import { ComparePage } from '../pages/compare/compare-page';
import { ShopNotFound } from '../pages/not-found/shop-not-found';
import { ProductDemoPage, ProductPage } from '../pages/product/product-page';
import { ShopHomePage } from '../pages/shop-home/shop-home-page';
import { WishlistPage } from '../pages/wishlist/wishlist-page';

/** The spec's demo routes of the product list: one per view, and the sidebar on the other side. */
const CATALOG_DEMOS: Record<string, CatalogPageProps> = {
  'category-grid': { defaultView: 'grid' },
  'category-grid-with-features': { defaultView: 'grid-with-features' },
  'category-list': { defaultView: 'list' },
  'category-table': { defaultView: 'table' },
  'category-right-sidebar': { defaultSidebar: 'end' },
};

/** The shop's pages, relative to /shop (the shell mounts the area at /shop/*). */
const ROUTES: readonly [path: string, element: ReactElement][] = [
  ['category/products', <CatalogPage key="all" />],
  ['category/:slug', <CatalogPage key="category" />],
  ['category/:slug/products', <CatalogPage key="products" productsOnly />],
  ...Object.entries(CATALOG_DEMOS).map(([path, props]): [string, ReactElement] => [
    path,
    <CatalogPage key={path} {...props} />,
  ]),
  ['products/:slug', <ProductPage key="product" />],
  ['product-full', <ProductDemoPage key="product-full" layout="full" />],
  ['product-sidebar', <ProductDemoPage key="product-sidebar" layout="sidebar" />],
  ['cart', <CartPage key="cart" />],
  ['wishlist', <WishlistPage key="wishlist" />],
  ['compare', <ComparePage key="compare" />],
  ['order-success', <OrderSuccessPage key="order-success" />],
  ['order-success/:token', <OrderSuccessPage key="order-success-token" />],
  ['track-order', <TrackOrderPage key="track-order" />],
  ['checkout', <CheckoutPage key="checkout" />],
  ['*', <ShopNotFound key="404" />],
];

export default function ShopApp(_props: RemoteAppProps) {
  return (
    <QuickViewProvider>
      <Routes>
        <Route index element={<ShopHomePage />} />
        {ROUTES.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </QuickViewProvider>
  );
}
