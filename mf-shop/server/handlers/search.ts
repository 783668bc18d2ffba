import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, parseQuery, simulateLatency } from '@autoparts/service-kit';
import { searchSuggestions } from '../catalog/search';
import type { CatalogSource } from '../catalog/read-model';
import { suggestionsQuery } from './schemas';

export function searchHandlers(catalogs: CatalogSource): HttpHandler[] {
  return [
    http.get(apiPath('/shop/search/suggestions'), async ({ request }) => {
      await simulateLatency();
      const catalog = await catalogs();
      const query = parseQuery(request, suggestionsQuery);
      if (!query.ok) return query.response;
      const { query: text, limitProducts, limitCategories, vehicle } = query.data;
      return HttpResponse.json(
        searchSuggestions(
          catalog,
          text,
          { products: limitProducts, categories: limitCategories },
          vehicle,
        ),
      );
    }),

    http.get(apiPath('/shop/brands'), async () => {
      await simulateLatency();
      return HttpResponse.json((await catalogs()).brands);
    }),
  ];
}
