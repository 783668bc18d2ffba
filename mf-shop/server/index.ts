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
import { CatalogReadModel, type CatalogSource } from './catalog/read-model';
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
import { createOrderLimits } from './orders/order-limits';
import { ReviewBook } from './reviews/review-book';
import { ProductSearch } from './search/product-search';
import { shopSitemapPages } from './sitemap';

export { createCatalog, type Catalog } from './data/catalog';

export interface ShopServiceDeps {
  /** Opens the shop area's database (its schema is prepared on first use). */
  database: DatabaseOpener;
  /** The account service's check of bearer tokens (who orders, who reviews). */
  sessions: SessionVerifier;
  clock?: Clock;
  /** Products the `catalog` seed writes into an empty schema (tests seed fewer). */
  catalogSize?: number;
}

export interface ShopService {
  readonly area: 'shop';
  readonly data: AreaData;
  readonly handlers: HttpHandler[];
  /** The catalog's read model, loaded from the database (with visitors' reviews counted in). */
  catalog(): Promise<Catalog>;
  /** Opens the database, loads the read model and builds its search index: no request waits. */
  warmUp(): Promise<void>;
  /** Back to the seed: every order and review dropped, the demo data written again. */
  reset(): Promise<void>;
}

/**
 * The shop service over the `shop` schema: the catalog's products (answered from a read model
 * loaded from them), orders, visitors' reviews and the review limits' counters.
 */
export function createShopService({
  database,
  sessions,
  clock = systemClock,
  catalogSize,
}: ShopServiceDeps): ShopService {
  const data = new AreaData(database, shopSchemaPlan({ catalogSize }));
  const model = new CatalogReadModel(data);
  const book = new OrderBook(data);
  const reviews = new ReviewBook(data, () => model.current(), clock);
  const limits = createReviewLimits(data, clock);
  // While the database is down a loaded catalog still answers, with the reviews counted so far.
  const catalogs: CatalogSource = async () => {
    const catalog = await model.current();
    await reviews.countedIn().catch(() => undefined);
    return catalog;
  };
  return {
    area: 'shop',
    data,
    catalog: catalogs,
    // The search index too: the first shopper to search does not wait for it to be built.
    warmUp: async () => void ProductSearch.of(await catalogs()),
    handlers: [
      ...productHandlers(catalogs),
      ...reviewHandlers({ catalogs, reviews, limits, sessions }),
      ...categoryHandlers(catalogs),
      ...searchHandlers(catalogs),
      ...orderHandlers({ catalogs, book, sessions, limits: createOrderLimits(data, clock), clock }),
      ...imageHandlers,
      ...weatherHandlers,
    ],
    async reset() {
      await data.reset();
      model.forget();
    },
  };
}

/** The demo catalog as the seed writes it, from code: what `operations` and `sitemapPages` name. */
const shopCatalog = createCatalog();

/** The service's endpoints, with sample requests over the same catalog (see ApiOperation). */
export const operations: ApiOperation[] = shopOperations(shopCatalog);

/** The shop's pages over the same catalog, for the storefront's sitemap. */
export const sitemapPages = (): string[] => shopSitemapPages(shopCatalog);
