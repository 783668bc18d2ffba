import { fetchCategoryTree, type CategoryTree } from '@autoparts/shared';
import { serveSlice } from '@autoparts/service-kit/testing';
import { DEPARTMENT_MEGAMENUS, MAIN_MENU } from '../../../shell/src/layout/menu/menu-data';
import { testAreaServices } from './test-server';

// The shell's menus draw the shop's category tree with a layout of their own, keyed by department
// slug. Here, where the shell meets the areas' slices, that layout is held to the tree the shop
// serves: renaming or removing a department in the shop fails this test, not a menu in a browser.
const shop = serveSlice(testAreaServices().slices.shop!);

let tree: CategoryTree;
beforeAll(async () => {
  tree = await fetchCategoryTree(shop.client());
});

const megamenus = [
  ...Object.values(DEPARTMENT_MEGAMENUS),
  ...MAIN_MENU.flatMap((item) => (item.submenu?.type === 'categories' ? [item.submenu] : [])),
];

it("reads the shop's departments, each with its categories, through the menus' contract", () => {
  expect(tree.length).toBeGreaterThan(0);
  for (const department of tree) {
    expect(department.layout).toBe('categories');
    expect(department.children.length).toBeGreaterThan(0);
  }
});

it('every department the shell lays out a megamenu for is one of the shop', () => {
  const slugs = new Set(tree.map((department) => department.slug));
  const styled = [
    ...Object.keys(DEPARTMENT_MEGAMENUS),
    ...megamenus.flatMap((menu) => menu.columns.flatMap((column) => column.departments)),
  ];
  expect(styled.filter((slug) => !slugs.has(slug))).toEqual([]);
});
