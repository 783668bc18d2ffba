import type { HttpHandler } from 'msw';
import type { SessionVerifier } from '@autoparts/service-kit';
import type { ApiOperation } from '@autoparts/shared/mock';
import { createCatalog, type Catalog } from './data/catalog';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { orderHandlers } from './handlers/orders';
import { productHandlers } from './handlers/products';
import { reviewHandlers } from './handlers/reviews';
import { searchHandlers } from './handlers/search';
import { weatherHandlers } from './handlers/weather';
import { shopOperations } from './operations';
import { createOrderBook, type OrderBook } from './orders/order-book';
import { shopSitemapPages } from './sitemap';

export { createCatalog, type Catalog } from './data/catalog';
export { createOrderBook, type OrderBook } from './orders/order-book';

export interface ShopHandlerOptions {
  catalog: Catalog;
  /** By default a fresh book with the seeded history, so tests never share orders. */
  orders?: OrderBook;
  /** The account service's check of bearer tokens (who orders, who reviews). */
  sessions: SessionVerifier;
}

/** The shop's endpoints over a given catalog and order book (tests and the benchmark pass their own). */
export function createShopHandlers({
  catalog,
  orders = createOrderBook(catalog),
  sessions,
}: ShopHandlerOptions): HttpHandler[] {
  return [
    ...productHandlers(catalog),
    ...reviewHandlers(catalog, sessions),
    ...categoryHandlers(catalog),
    ...searchHandlers(catalog),
    ...orderHandlers(catalog, orders, sessions),
    ...imageHandlers,
    ...weatherHandlers,
  ];
}

/** The catalogue the service shows unless given another. */
const shopCatalog = createCatalog();

/**
 * The shop's service for the gateway and the dev server: by default over the catalog that
 * `operations` and `sitemapPages` describe.
 */
export function createShopService({
  sessions,
  catalog = shopCatalog,
}: {
  sessions: SessionVerifier;
  catalog?: Catalog;
}): { handlers: HttpHandler[] } {
  return { handlers: createShopHandlers({ catalog, sessions }) };
}

/** The service's endpoints, with sample requests over the same catalog (see ApiOperation). */
export const operations: ApiOperation[] = shopOperations(shopCatalog);

/** The shop's pages over the same catalog, for the storefront's sitemap. */
export const sitemapPages = (): string[] => shopSitemapPages(shopCatalog);
