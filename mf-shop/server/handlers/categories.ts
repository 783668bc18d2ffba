import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, parseQuery, simulateLatency } from '@autoparts/service-kit';
import { categoryWithDepth, type CategoryNode } from '../data/categories';
import type { CatalogSource } from '../catalog/read-model';
import { categoryNotFound } from './errors';
import { categoryListQuery, depthQuery } from './schemas';

export function categoryHandlers(catalogs: CatalogSource): HttpHandler[] {
  return [
    http.get(apiPath('/shop/categories'), async ({ request }) => {
      await simulateLatency();
      const query = parseQuery(request, categoryListQuery);
      if (!query.ok) return query.response;
      const { bySlug, roots } = (await catalogs()).tree;
      const { depth, parent, slugs } = query.data;
      let nodes: CategoryNode[] = roots;
      if (slugs) {
        // Unknown slugs are skipped: the answer lists the categories that exist, in the asked order.
        nodes = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
      } else if (parent !== undefined) {
        const parentNode = bySlug.get(parent);
        if (!parentNode) return categoryNotFound(parent);
        nodes = parentNode.children;
      }
      return HttpResponse.json(nodes.map((node) => categoryWithDepth(node, depth)));
    }),

    http.get<{ slug: string }>(apiPath('/shop/categories/:slug'), async ({ request, params }) => {
      await simulateLatency();
      const query = parseQuery(request, depthQuery);
      if (!query.ok) return query.response;
      const node = (await catalogs()).tree.bySlug.get(params.slug);
      return node
        ? HttpResponse.json(categoryWithDepth(node, query.data.depth))
        : categoryNotFound(params.slug);
    }),
  ];
}
