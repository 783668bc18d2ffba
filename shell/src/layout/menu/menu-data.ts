import { accountLinks, blogLinks, shopLinks, siteLinks, vehicleLinks } from '@autoparts/shared';
import type { DesktopHeaderLayout } from '../header/header-variants';

/**
 * Every menu of the shell in one place (spec §3 "Menu item"): the main menu, the layout of the
 * departments' megamenus, and the mobile menu's link tree, which reuses both. Titles are i18n
 * keys. The categories are the shop's: its tree fills the category menus when they first open
 * (use-category-tree.ts, category-menus.ts), so the shell keeps no copy of them.
 */

/** Where a menu entry can be hidden: a desktop header layout or the mobile menu. */
export type MenuLayout = DesktopHeaderLayout | 'mobile';

export interface MenuCustomFields {
  /** Layouts that leave the entry out (the spaceship header has less room). */
  ignoreIn?: readonly MenuLayout[];
  /** Drawn as a highlighted pill. */
  highlight?: boolean;
}

/** A link of a simple submenu or of a megamenu column; either may nest further links. */
export interface NestedLink {
  title: string;
  /** Shown when `title` has no text: the name the shop gave a category without a translation. */
  defaultTitle?: string;
  url: string;
  external?: boolean;
  links?: readonly NestedLink[];
}

export type MegamenuSize = 'xl' | 'lg' | 'md' | 'nl' | 'sm';

/** The drawings a megamenu can show in its corner (menu-art.tsx). */
export type MenuArt = 'headlight' | 'brake-disc' | 'piston' | 'wheel';

export interface MegamenuColumn {
  /** Width on a 12-column grid; a megamenu's drawing takes the columns left over. */
  size: number;
  links: readonly NestedLink[];
}

export interface SimpleSubmenu {
  type: 'menu';
  links: readonly NestedLink[];
}

/** A megamenu filled with its links (category-menus.ts fills a CategoryMegamenu from the tree). */
export interface Megamenu {
  size: MegamenuSize;
  image?: MenuArt;
  columns: readonly MegamenuColumn[];
}

export interface MenuItem {
  title: string;
  url: string;
  external?: boolean;
  submenu?: SimpleSubmenu | CategoryMegamenu;
  customFields?: MenuCustomFields;
}

/**
 * A megamenu of the shop's departments: the shell lays it out (size, drawing, columns) and names
 * the departments by slug; their names and categories come from the shop's category tree.
 */
export interface CategoryMegamenu {
  type: 'categories';
  size: MegamenuSize;
  image?: MenuArt;
  columns: readonly CategoryColumn[];
}

export interface CategoryColumn {
  /** Width on a 12-column grid, as MegamenuColumn's. */
  size: number;
  /** The shop's department slugs, each a bold group link over its categories. */
  departments: readonly string[];
}

/** What a menu of the shop's categories lists: all its departments, or a megamenu of some. */
export type CategorySource = 'departments' | CategoryMegamenu;

function columns(size: number, ...groups: string[][]): CategoryColumn[] {
  return groups.map((departments) => ({ size, departments }));
}

function categoryMegamenu(
  size: MegamenuSize,
  cols: CategoryColumn[],
  image?: MenuArt,
): CategoryMegamenu {
  return { type: 'categories', size, image, columns: cols };
}

/**
 * The megamenus of the departments dropdown by department slug, one of each size; a department
 * of the shop without one here is a plain link. A test holds these slugs to the shop's tree.
 */
export const DEPARTMENT_MEGAMENUS: Readonly<Record<string, CategoryMegamenu>> = {
  'headlights-lighting': categoryMegamenu(
    'xl',
    columns(3, ['headlights-lighting'], ['electrical', 'interior'], ['body-exterior']),
    'headlight',
  ),
  brakes: categoryMegamenu(
    'lg',
    columns(3, ['brakes'], ['suspension-steering'], ['wheels-tires']),
    'brake-disc',
  ),
  'engine-ignition': categoryMegamenu(
    'md',
    columns(4, ['engine-ignition', 'filters'], ['oils-fluids']),
    'piston',
  ),
  'wheels-tires': categoryMegamenu('nl', columns(6, ['wheels-tires']), 'wheel'),
  'tools-garage': categoryMegamenu('sm', columns(12, ['tools-garage'])),
};

const link = (title: string, url: string, links?: NestedLink[]): NestedLink =>
  links ? { title: `menu.${title}`, url, links } : { title: `menu.${title}`, url };

const submenu = (...links: NestedLink[]): SimpleSubmenu => ({ type: 'menu', links });

const variants = (prefix: string, names: readonly string[]) =>
  names.map((name) => link(`variant.${name}`, `/${prefix}-variant-${name}`));

/** The main menu of the desktop headers and the mobile menu. */
export const MAIN_MENU: readonly MenuItem[] = [
  {
    title: 'menu.home',
    url: '/',
    submenu: submenu(
      link('homeOne', '/header-spaceship-variant-one'),
      link('homeTwo', '/home-two'),
      link('headerSpaceship', '/header-spaceship-variant-one', [
        ...variants('header-spaceship', ['one', 'two', 'three']),
      ]),
      link('headerClassic', '/header-classic-variant-one', [
        ...variants('header-classic', ['one', 'two', 'three', 'four', 'five']),
      ]),
      link('mobileHeader', '/mobile-header-variant-one', [
        ...variants('mobile-header', ['one', 'two']),
      ]),
    ),
  },
  {
    title: 'menu.megamenu',
    url: shopLinks.home.getHref(),
    submenu: categoryMegamenu(
      'xl',
      columns(
        3,
        ['headlights-lighting', 'electrical'],
        ['brakes', 'suspension-steering'],
        ['engine-ignition', 'filters'],
        ['wheels-tires', 'tools-garage'],
      ),
    ),
    // Four wide columns need the classic header's full-width navigation row.
    customFields: { ignoreIn: ['spaceship'] },
  },
  {
    title: 'menu.shop',
    url: shopLinks.home.getHref(),
    submenu: submenu(
      link('shopHome', shopLinks.home.getHref()),
      link('categoryPages', shopLinks.categoryGrid.getHref(), [
        link('shopGrid', shopLinks.categoryGrid.getHref()),
        link('shopGridFeatures', shopLinks.categoryGridWithFeatures.getHref()),
        link('shopList', shopLinks.categoryList.getHref()),
        link('shopTable', shopLinks.categoryTable.getHref()),
        link('shopRightSidebar', shopLinks.categoryRightSidebar.getHref()),
      ]),
      link('productPages', shopLinks.productFull.getHref(), [
        link('productFull', shopLinks.productFull.getHref()),
        link('productSidebar', shopLinks.productSidebar.getHref()),
      ]),
      link('cart', shopLinks.cart.getHref()),
      link('checkout', shopLinks.checkout.getHref()),
      link('orderSuccess', shopLinks.orderSuccess.getHref()),
      link('wishlist', shopLinks.wishlist.getHref()),
      link('compare', shopLinks.compare.getHref()),
      link('trackOrder', shopLinks.trackOrder.getHref()),
    ),
  },
  {
    title: 'menu.blog',
    url: blogLinks.list.getHref(),
    submenu: submenu(
      link('blogClassic', blogLinks.listDemo.getHref('classic'), [
        link('leftSidebar', blogLinks.listDemo.getHref('classic', 'left')),
        link('rightSidebar', blogLinks.listDemo.getHref('classic', 'right')),
      ]),
      link('blogList', blogLinks.listDemo.getHref('list'), [
        link('leftSidebar', blogLinks.listDemo.getHref('list', 'left')),
        link('rightSidebar', blogLinks.listDemo.getHref('list', 'right')),
      ]),
      link('blogGrid', blogLinks.listDemo.getHref('grid'), [
        link('leftSidebar', blogLinks.listDemo.getHref('grid', 'left')),
        link('rightSidebar', blogLinks.listDemo.getHref('grid', 'right')),
      ]),
      link('postPage', blogLinks.postDemo.getHref('full-width'), [
        link('fullWidth', blogLinks.postDemo.getHref('full-width')),
        link('leftSidebar', blogLinks.postDemo.getHref('left-sidebar')),
        link('rightSidebar', blogLinks.postDemo.getHref('right-sidebar')),
        link('withoutImage', blogLinks.postDemo.getHref('without-image')),
      ]),
    ),
  },
  {
    title: 'menu.account',
    url: accountLinks.dashboard.getHref(),
    submenu: submenu(
      link('loginRegister', accountLinks.login.getHref()),
      link('dashboard', accountLinks.dashboard.getHref()),
      link('garage', accountLinks.garage.getHref()),
      link('editProfile', accountLinks.profile.getHref()),
      link('orderHistory', accountLinks.orders.getHref()),
      link('addressBook', accountLinks.addresses.getHref()),
      link('changePassword', accountLinks.password.getHref()),
      link('forgotPassword', accountLinks.forgotPassword.getHref()),
    ),
  },
  {
    title: 'menu.pages',
    url: siteLinks.page.getHref('about-us'),
    submenu: submenu(
      link('aboutUs', siteLinks.page.getHref('about-us')),
      link('contactUsV1', siteLinks.page.getHref('contact-us-v1')),
      link('contactUsV2', siteLinks.page.getHref('contact-us-v2')),
      link('notFound', siteLinks.page.getHref('not-found')),
      link('terms', siteLinks.page.getHref('terms')),
      link('faq', siteLinks.page.getHref('faq')),
      link('components', siteLinks.page.getHref('components')),
      link('typography', siteLinks.page.getHref('typography')),
    ),
  },
  {
    title: 'menu.vehicle',
    url: vehicleLinks.home.getHref(),
    customFields: { ignoreIn: ['spaceship'] },
  },
  {
    title: 'menu.hotOffers',
    url: shopLinks.products.getHref({ discount: 'yes' }),
    customFields: { highlight: true },
  },
];

/** The entries a layout shows. */
export function menuFor(items: readonly MenuItem[], layout: MenuLayout): MenuItem[] {
  return items.filter((item) => !item.customFields?.ignoreIn?.includes(layout));
}
