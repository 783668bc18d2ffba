import { shopLinks } from '@autoparts/shared';
import {
  MAIN_MENU,
  menuFor,
  type CategorySource,
  type MenuItem,
  type NestedLink,
} from '../menu/menu-data';

/** A branch whose links are the shop's categories, drawn from its tree once that has come. */
export interface CategoryBranch {
  title: string;
  url: string;
  categories: CategorySource;
}

/** A row of the mobile menu: a link (with links or not), or a branch of the shop's categories. */
export type MobileLink = NestedLink | CategoryBranch;

export const isCategoryBranch = (link: MobileLink): link is CategoryBranch => 'categories' in link;

/** A desktop menu entry as a branch of the mobile link tree: a megamenu's departments too. */
function toBranch({ title, url, external, submenu }: MenuItem): MobileLink {
  if (submenu?.type === 'categories') return { title, url, categories: submenu };
  return { title, url, external, links: submenu?.links };
}

/** The mobile menu's links: the departments first, then the main menu (same menu data). */
export function mobileLinkTree(): MobileLink[] {
  return [
    { title: 'departments.button', url: shopLinks.home.getHref(), categories: 'departments' },
    ...menuFor(MAIN_MENU, 'mobile').map(toBranch),
  ];
}
