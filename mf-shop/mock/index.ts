import type { HttpHandler } from 'msw';
import { createCatalog, type Catalog } from './data/catalog';
import { categoryHandlers } from './handlers/categories';
import { imageHandlers } from './handlers/images';
import { productHandlers } from './handlers/products';
import { reviewHandlers } from './handlers/reviews';
import { searchHandlers } from './handlers/search';
import { weatherHandlers } from './handlers/weather';

export { createCatalog, type Catalog } from './data/catalog';

/** The shop slice of the development backend over a given catalog (tests and the benchmark pass their own). */
export function createShopHandlers(catalog: Catalog): HttpHandler[] {
  return [
    ...productHandlers(catalog),
    ...reviewHandlers(catalog),
    ...categoryHandlers(catalog),
    ...searchHandlers(catalog),
    ...imageHandlers,
    ...weatherHandlers,
  ];
}

export const handlers: HttpHandler[] = createShopHandlers(createCatalog());
