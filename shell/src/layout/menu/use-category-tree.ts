import type { KyInstance } from 'ky';
import {
  fetchCategoryTree,
  getHttp,
  useLoader,
  type CategoryTree,
  type Loaded,
} from '@autoparts/shared';
import { loadCategoryPanels } from './lazy-category-panels';

// One request per storefront (per HTTP client) for the session: the departments menu, the main
// menu's megamenu and the mobile menu share it. The code that draws the tree comes alongside, so
// a menu never waits for one after the other, and either failing is the same fallback. A failure
// is forgotten, so the next opening of a menu asks again.
const trees = new WeakMap<KyInstance, Promise<CategoryTree>>();

function loadCategoryTree(): Promise<CategoryTree> {
  const http = getHttp();
  let tree = trees.get(http);
  if (!tree) {
    tree = Promise.all([fetchCategoryTree(http), loadCategoryPanels()]).then(([data]) => data);
    trees.set(http, tree);
    tree.catch(() => trees.delete(http));
  }
  return tree;
}

/**
 * The shop's category tree, asked for the first time a menu that shows it opens (`wanted`), never
 * for the first paint. The tree loaded stays while the menu closes and opens again.
 */
export function useCategoryTree(wanted: boolean): Loaded<CategoryTree> {
  return useLoader('shop-category-tree', loadCategoryTree, { enabled: wanted });
}
