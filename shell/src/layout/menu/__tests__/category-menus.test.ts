import { FAKE_CATEGORY_TREE } from '../../../testing/category-tree';
import { categoryLinks, departmentLinks, resolveMegamenu } from '../category-menus';
import {
  DEPARTMENT_MEGAMENUS,
  MAIN_MENU,
  type CategoryMegamenu,
  type NestedLink,
} from '../menu-data';

// The shop's answer; the contract keeps fewer fields of it, the menus read no others.
const tree = FAKE_CATEGORY_TREE;

const flatten = (links: readonly NestedLink[]): NestedLink[] =>
  links.flatMap((link) => [link, ...flatten(link.links ?? [])]);

it("lists the shop's departments in its order, with the shell's megamenus by slug", () => {
  const departments = departmentLinks(tree);
  expect(departments.map((link) => link.url)).toEqual(
    tree.map((department) => `/shop/category/${department.slug}`),
  );
  const withMegamenu = departments.filter((link) => link.megamenu).map((link) => link.title);
  expect(withMegamenu.sort()).toEqual(
    Object.keys(DEPARTMENT_MEGAMENUS)
      .map((slug) => `categories.${slug}`)
      .sort(),
  );
});

it('names a category by its common text, else by the name the shop gave it', () => {
  expect(departmentLinks(tree).at(-1)).toEqual({
    title: 'categories.garage-storage',
    defaultTitle: 'Garage Storage',
    url: '/shop/category/garage-storage',
  });
});

it('fills a megamenu with each department over its categories, linked by their layout', () => {
  const menu = resolveMegamenu(DEPARTMENT_MEGAMENUS.brakes!, tree)!;
  expect(menu).toMatchObject({ size: 'lg', image: 'brake-disc' });
  const [brakes] = menu.columns[0]!.links;
  expect(brakes).toMatchObject({ title: 'categories.brakes', url: '/shop/category/brakes' });
  expect(brakes!.links).toEqual([
    {
      title: 'categories.brake-pads',
      defaultTitle: 'Brake Pads',
      url: '/shop/category/brake-pads/products',
    },
    {
      title: 'categories.brake-rotors',
      defaultTitle: 'Brake Rotors',
      url: '/shop/category/brake-rotors/products',
    },
  ]);
  const urls = flatten(menu.columns.flatMap((column) => column.links)).map((link) => link.url);
  expect(urls.filter((url) => !url.startsWith('/shop/'))).toEqual([]);
});

it('leaves out the departments the tree lacks, and an empty megamenu altogether', () => {
  const layout: CategoryMegamenu = {
    type: 'categories',
    size: 'md',
    columns: [
      { size: 4, departments: ['brakes', 'no-such-department'] },
      { size: 4, departments: ['gone'] },
    ],
  };
  const menu = resolveMegamenu(layout, tree)!;
  expect(menu.columns).toHaveLength(1);
  expect(menu.columns[0]!.links.map((link) => link.title)).toEqual(['categories.brakes']);
  expect(resolveMegamenu(layout, [])).toBeNull();
});

it('gives the mobile menu the departments with their groups, or a megamenu’s groups', () => {
  const departments = categoryLinks('departments', tree);
  expect(departments.map((link) => link.links?.map((group) => group.title) ?? null)).toEqual([
    [
      'categories.headlights-lighting',
      'categories.electrical',
      'categories.interior',
      'categories.body-exterior',
    ],
    ['categories.brakes', 'categories.suspension-steering', 'categories.wheels-tires'],
    null,
    ['categories.engine-ignition', 'categories.filters', 'categories.oils-fluids'],
    null,
    null,
    ['categories.wheels-tires'],
    null,
    null,
    null,
    ['categories.tools-garage'],
    null,
  ]);
  const wide = MAIN_MENU.find((item) => item.submenu?.type === 'categories')!.submenu!;
  const groups = categoryLinks(wide as CategoryMegamenu, tree);
  expect(groups).toHaveLength(8);
  expect(groups[2]!.links?.map((link) => link.url)).toEqual([
    '/shop/category/brake-pads/products',
    '/shop/category/brake-rotors/products',
  ]);
});
