import { shopLinks } from '@autoparts/shared';
import { DEPARTMENTS, MAIN_MENU, menuFor, type MenuItem, type NestedLink } from '../menu/menu-data';

/** A desktop menu entry as a branch of the mobile link tree: megamenu columns become links. */
export function toBranch(item: MenuItem): NestedLink {
  const { submenu } = item;
  const links = !submenu
    ? undefined
    : submenu.type === 'menu'
      ? submenu.links
      : submenu.columns.flatMap((column) => column.links);
  return { title: item.title, url: item.url, external: item.external, links };
}

/** The mobile menu's links: the departments first, then the main menu (same menu data). */
export function mobileLinkTree(): NestedLink[] {
  return [
    {
      title: 'departments.button',
      url: shopLinks.home.getHref(),
      links: DEPARTMENTS.map(toBranch),
    },
    ...menuFor(MAIN_MENU, 'mobile').map(toBranch),
  ];
}
