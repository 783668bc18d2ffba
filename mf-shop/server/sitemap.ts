import { shopLinks } from '@autoparts/shared/links';
import type { Catalog } from './data/catalog';

/** The shop's pages for search engines: its start, every category's page and every product's. */
export function shopSitemapPages(catalog: Catalog): string[] {
  return [
    shopLinks.home.getHref(),
    shopLinks.products.getHref(),
    ...catalog.tree.nodes.map((node) => shopLinks.category.getHref(node.ref)),
    ...catalog.products.map((product) => shopLinks.product.getHref(product.slug)),
  ];
}
