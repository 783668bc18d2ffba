import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, parseBody, parseQuery, simulateLatency } from '@autoparts/service-kit';
import { productListQuery } from '../catalog/list-query';
import {
  PRODUCT_LISTS,
  PRODUCT_LIST_SIZE,
  productList,
  relatedProducts,
  type ProductListName,
} from '../catalog/product-lists';
import { queryProducts } from '../catalog/query-products';
import type { CatalogSource } from '../catalog/read-model';
import { findProduct } from '../data/catalog';
import { categoryNotFound, listNotFound, productNotFound } from './errors';
import { productListLimitQuery, slugBody } from './schemas';

type SlugParams = { slug: string };

/** `limit` and `category` of the home lists and of a product's related parts. */
export const listLimitQuery = productListLimitQuery(PRODUCT_LIST_SIZE);

export function productHandlers(catalogs: CatalogSource): HttpHandler[] {
  return [
    http.get(apiPath('/shop/products'), async ({ request }) => {
      await simulateLatency();
      const catalog = await catalogs();
      const query = parseQuery(request, productListQuery);
      if (!query.ok) return query.response;
      const answer = queryProducts(catalog, query.data);
      return answer.found ? HttpResponse.json(answer.list) : categoryNotFound(answer.category);
    }),

    http.get<SlugParams>(apiPath('/shop/products/:slug'), async ({ params }) => {
      await simulateLatency();
      const catalog = await catalogs();
      const found = findProduct(catalog, params.slug);
      return found ? HttpResponse.json(found.product) : productNotFound(params.slug);
    }),

    // The spec's own path for the product page (spec §7).
    http.post(apiPath('/Product/getProductBySlug'), async ({ request }) => {
      await simulateLatency();
      const catalog = await catalogs();
      const body = await parseBody(request, slugBody);
      if (!body.ok) return body.response;
      const found = findProduct(catalog, body.data.slug);
      return found ? HttpResponse.json(found.product) : productNotFound(body.data.slug);
    }),

    http.get<SlugParams>(apiPath('/shop/products/:slug/related'), async ({ request, params }) => {
      await simulateLatency();
      const catalog = await catalogs();
      const query = parseQuery(request, listLimitQuery);
      if (!query.ok) return query.response;
      const found = findProduct(catalog, params.slug);
      if (!found) return productNotFound(params.slug);
      return HttpResponse.json(relatedProducts(catalog, found.position, query.data.limit));
    }),

    http.get<{ list: string }>(apiPath('/shop/lists/:list'), async ({ request, params }) => {
      await simulateLatency();
      const catalog = await catalogs();
      if (!(PRODUCT_LISTS as readonly string[]).includes(params.list)) {
        return listNotFound(params.list, PRODUCT_LISTS);
      }
      const query = parseQuery(request, listLimitQuery);
      if (!query.ok) return query.response;
      const { limit, category: slug } = query.data;
      const category = slug === undefined ? null : catalog.tree.bySlug.get(slug);
      if (category === undefined) return categoryNotFound(slug ?? '');
      return HttpResponse.json(
        productList(catalog, params.list as ProductListName, limit, category),
      );
    }),
  ];
}
