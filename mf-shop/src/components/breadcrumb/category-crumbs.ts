import { shopLinks, type Category, type Crumb } from '@autoparts/shared';

/** A category's ancestors and itself, top department first, each linking to its page. */
export function categoryCrumbs(category: Category | null | undefined): Crumb[] {
  const chain: Category[] = [];
  for (let node = category ?? null; node; node = node.parent) chain.unshift(node);
  return chain.map((c) => ({ label: c.name, to: shopLinks.category.getHref(c) }));
}
