import en from '@autoparts/shared/texts/en.json';
import { DEPARTMENTS, MAIN_MENU, menuFor, type MenuItem, type NestedLink } from '../menu-data';

function linksOf(item: MenuItem): NestedLink[] {
  const { submenu } = item;
  const top: NestedLink = { title: item.title, url: item.url };
  if (!submenu) return [top];
  const children =
    submenu.type === 'menu' ? submenu.links : submenu.columns.flatMap((column) => column.links);
  const flatten = (links: readonly NestedLink[]): NestedLink[] =>
    links.flatMap((link) => [link, ...flatten(link.links ?? [])]);
  return [top, ...flatten(children)];
}

function hasText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '';
}

it('every menu title is a translated text', () => {
  const titles = [...MAIN_MENU, ...DEPARTMENTS].flatMap(linksOf).map((link) => link.title);
  expect(titles.filter((title) => !hasText(title))).toEqual([]);
});

it('every department link goes to the shop', () => {
  const urls = DEPARTMENTS.flatMap(linksOf).map((link) => link.url);
  expect(urls.length).toBeGreaterThan(40);
  expect(urls.filter((url) => !url.startsWith('/shop/'))).toEqual([]);
});

it('menuFor leaves out the entries a layout ignores', () => {
  const titles = (layout: 'spaceship' | 'classic' | 'mobile') =>
    menuFor(MAIN_MENU, layout).map((item) => item.title);
  expect(titles('spaceship')).not.toContain('menu.megamenu');
  expect(titles('classic')).toContain('menu.megamenu');
  expect(titles('mobile')).toHaveLength(MAIN_MENU.length);
});

it('a megamenu fits its 12-column grid and leaves room for its drawing', () => {
  const megamenus = [...MAIN_MENU, ...DEPARTMENTS].flatMap((item) =>
    item.submenu?.type === 'megamenu' ? [item.submenu] : [],
  );
  expect(megamenus.length).toBeGreaterThanOrEqual(5);
  for (const menu of megamenus) {
    const used = menu.columns.reduce((sum, column) => sum + column.size, 0);
    // A drawing in the corner once covered links; now it takes the columns the links leave.
    expect(used).toBeLessThanOrEqual(menu.image ? 9 : 12);
  }
});
