import type { HttpHandler } from 'msw';
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

/**
 * The shop slice of the development backend over a given catalog (tests and the benchmark pass
 * their own) and order book (by default a fresh one with the seeded history, so tests never
 * share orders).
 */
export function createShopHandlers(
  catalog: Catalog,
  orders: OrderBook = createOrderBook(catalog),
): HttpHandler[] {
  return [
    ...productHandlers(catalog),
    ...reviewHandlers(catalog),
    ...categoryHandlers(catalog),
    ...searchHandlers(catalog),
    ...orderHandlers(catalog, orders),
    ...imageHandlers,
    ...weatherHandlers,
  ];
}

const catalog = createCatalog();

export const handlers: HttpHandler[] = createShopHandlers(catalog);

/** The endpoints of `handlers`, with sample requests over the same catalog (see ApiOperation). */
export const operations: ApiOperation[] = shopOperations(catalog);

/** The shop's pages over the same catalog, for the storefront's sitemap. */
export const sitemapPages = (): string[] => shopSitemapPages(catalog);
