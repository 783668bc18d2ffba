import en from '@autoparts/shared/texts/en.json';
import {
  DEPARTMENT_MEGAMENUS,
  MAIN_MENU,
  menuFor,
  type CategoryMegamenu,
  type MenuItem,
  type NestedLink,
} from '../menu-data';

function linksOf(item: MenuItem): NestedLink[] {
  const { submenu } = item;
  const top: NestedLink = { title: item.title, url: item.url };
  if (submenu?.type !== 'menu') return [top];
  const flatten = (links: readonly NestedLink[]): NestedLink[] =>
    links.flatMap((link) => [link, ...flatten(link.links ?? [])]);
  return [top, ...flatten(submenu.links)];
}

function hasText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '';
}

const categoryMegamenus: CategoryMegamenu[] = [
  ...Object.values(DEPARTMENT_MEGAMENUS),
  ...MAIN_MENU.flatMap((item) => (item.submenu?.type === 'categories' ? [item.submenu] : [])),
];

it('every menu title is a translated text', () => {
  const titles = MAIN_MENU.flatMap(linksOf).map((link) => link.title);
  expect(titles.filter((title) => !hasText(title))).toEqual([]);
});

it('keeps no categories of its own: megamenus of departments name them by slug only', () => {
  expect(MAIN_MENU.flatMap(linksOf).filter((link) => link.title.startsWith('categories.'))).toEqual(
    [],
  );
  // The slugs themselves are held to the shop's tree by platform/server's menu-categories test.
  const slugs = categoryMegamenus.flatMap((menu) => menu.columns.flatMap((c) => c.departments));
  expect(slugs.length).toBeGreaterThan(10);
});

it('menuFor leaves out the entries a layout ignores', () => {
  const titles = (layout: 'spaceship' | 'classic' | 'mobile') =>
    menuFor(MAIN_MENU, layout).map((item) => item.title);
  expect(titles('spaceship')).not.toContain('menu.megamenu');
  expect(titles('classic')).toContain('menu.megamenu');
  expect(titles('mobile')).toHaveLength(MAIN_MENU.length);
});

it('the departments have one megamenu of each size', () => {
  const sizes = Object.values(DEPARTMENT_MEGAMENUS).map((menu) => menu.size);
  expect(sizes.sort()).toEqual(['lg', 'md', 'nl', 'sm', 'xl']);
});

it('a megamenu fits its 12-column grid and leaves room for its drawing', () => {
  expect(categoryMegamenus.length).toBeGreaterThanOrEqual(6);
  for (const menu of categoryMegamenus) {
    const used = menu.columns.reduce((sum, column) => sum + column.size, 0);
    // A drawing in the corner once covered links; now it takes the columns the links leave.
    expect(used).toBeLessThanOrEqual(menu.image ? 9 : 12);
  }
});
