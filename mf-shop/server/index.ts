import type { HttpHandler } from 'msw';
import {
  type ApiOperation,
  AreaData,
  type Clock,
  type DatabaseOpener,
  type SessionVerifier,
  systemClock,
} from '@autoparts/service-kit';
import { createCatalog, type Catalog } from './data/catalog';
import { shopSchemaPlan } from './db/plan';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { orderHandlers } from './handlers/orders';
import { productHandlers } from './handlers/products';
import { createReviewLimits, reviewHandlers } from './handlers/reviews';
import { searchHandlers } from './handlers/search';
import { weatherHandlers } from './handlers/weather';
import { shopOperations } from './operations';
import { OrderBook } from './orders/order-book';
import { ReviewBook } from './reviews/review-book';
import { shopSitemapPages } from './sitemap';

export { createCatalog, type Catalog } from './data/catalog';

export interface ShopServiceDeps {
  /** Opens the shop area's database (its schema is prepared on first use). */
  database: DatabaseOpener;
  /** The account service's check of bearer tokens (who orders, who reviews). */
  sessions: SessionVerifier;
  clock?: Clock;
  /**
   * The catalog, built from code (tests and the benchmark pass a smaller or larger one). One
   * per service: visitors' reviews in this service's database change its products' figures.
   */
  catalog?: Catalog;
}

export interface ShopService {
  readonly area: 'shop';
  readonly data: AreaData;
  readonly handlers: HttpHandler[];
  readonly catalog: Catalog;
  /** Back to the seed: every order and review dropped, the demo history written again. */
  reset(): Promise<void>;
}

/**
 * The shop service: the catalog (in memory, from code), and orders and visitors' reviews over
 * the `shop` schema, with the review limits' counters. No state outside its database but the
 * catalog's review figures (counted from the database).
 */
export function createShopService({
  database,
  sessions,
  clock = systemClock,
  catalog = createCatalog(),
}: ShopServiceDeps): ShopService {
  const data = new AreaData(database, shopSchemaPlan(catalog));
  const book = new OrderBook(data);
  const reviews = new ReviewBook(data, catalog, clock);
  const limits = createReviewLimits(data, clock);
  // While the database is down the catalog still answers, with its sample reviews alone.
  const reviewsCounted = () => reviews.countedIn().catch(() => undefined);
  return {
    area: 'shop',
    data,
    catalog,
    handlers: [
      ...productHandlers(catalog, reviewsCounted),
      ...reviewHandlers({ catalog, reviews, limits, sessions }),
      ...categoryHandlers(catalog),
      ...searchHandlers(catalog, reviewsCounted),
      ...orderHandlers({ catalog, book, sessions, clock }),
      ...imageHandlers,
      ...weatherHandlers,
    ],
    async reset() {
      await data.reset();
      reviews.forget();
    },
  };
}

/** The catalog `operations` and `sitemapPages` describe: the one a service builds by default. */
const shopCatalog = createCatalog();

/** The service's endpoints, with sample requests over the same catalog (see ApiOperation). */
export const operations: ApiOperation[] = shopOperations(shopCatalog);

/** The shop's pages over the same catalog, for the storefront's sitemap. */
export const sitemapPages = (): string[] => shopSitemapPages(shopCatalog);
