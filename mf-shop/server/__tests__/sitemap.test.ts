/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { createCatalog } from '../data/catalog';
import { shopSitemapPages } from '../sitemap';

it("lists the shop's start, every category at its page and every product once", () => {
  const catalog = createCatalog({ size: 40 });
  const pages = shopSitemapPages(catalog);
  expect(pages).toContain('/shop');
  expect(pages).toContain('/shop/category/brakes');
  expect(pages).toContain('/shop/category/brake-pads/products');
  for (const product of catalog.products) {
    expect(pages).toContain(`/shop/products/${product.slug}`);
  }
  expect(new Set(pages).size).toBe(pages.length);
  expect(pages).toHaveLength(2 + catalog.tree.nodes.length + 40);
});
