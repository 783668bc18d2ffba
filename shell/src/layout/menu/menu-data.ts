import type { DesktopHeaderLayout } from '../header/header-variants';

/**
 * Every menu of the shell in one place (spec §3 "Menu item"): the main menu, the departments
 * with their megamenus, and the mobile menu's link tree, which reuses both. Titles are i18n
 * keys; category names are the shop's real categories and link to its real pages.
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

export interface Megamenu {
  type: 'megamenu';
  size: MegamenuSize;
  image?: MenuArt;
  columns: readonly MegamenuColumn[];
}

export interface MenuItem {
  title: string;
  url: string;
  external?: boolean;
  submenu?: SimpleSubmenu | Megamenu;
  customFields?: MenuCustomFields;
}

/** The departments of the shop and their part types (the shop's category slugs). */
const CATEGORY_TREE = {
  'headlights-lighting': ['headlights', 'tail-lights', 'fog-lights', 'turn-signals', 'light-bulbs'],
  brakes: ['brake-pads', 'brake-rotors', 'brake-calipers', 'brake-hoses'],
  'suspension-steering': ['shock-absorbers', 'coil-springs', 'control-arms', 'tie-rod-ends'],
  'engine-ignition': ['spark-plugs', 'ignition-coils', 'timing-belts', 'water-pumps'],
  filters: ['oil-filters', 'air-filters', 'cabin-air-filters', 'fuel-filters'],
  electrical: ['batteries', 'alternators', 'starters', 'oxygen-sensors'],
  'wheels-tires': ['tires', 'alloy-wheels', 'hubcaps', 'lug-nuts'],
  'body-exterior': ['wiper-blades', 'side-mirrors', 'grilles', 'mud-flaps'],
  interior: ['floor-mats', 'seat-covers', 'steering-wheel-covers', 'phone-mounts'],
  'oils-fluids': ['motor-oil', 'coolant', 'transmission-fluid', 'brake-fluid'],
  'exhaust-cooling': ['mufflers', 'catalytic-converters', 'radiators', 'cooling-fans'],
  'tools-garage': ['floor-jacks', 'socket-sets', 'obd-scanners', 'battery-chargers'],
} as const;

type Department = keyof typeof CATEGORY_TREE;

/** Link builders of spec §2: departments list categories, part types list products. */
export const departmentUrl = (slug: string) => `/shop/category/${slug}`;
export const productsUrl = (slug: string) => `/shop/category/${slug}/products`;

function department(slug: Department): NestedLink {
  return {
    title: `categories.${slug}`,
    url: departmentUrl(slug),
    links: CATEGORY_TREE[slug].map((part) => ({
      title: `categories.${part}`,
      url: productsUrl(part),
    })),
  };
}

function columns(size: number, ...groups: Department[][]): MegamenuColumn[] {
  return groups.map((slugs) => ({ size, links: slugs.map(department) }));
}

function megamenu(size: MegamenuSize, cols: MegamenuColumn[], image?: MenuArt): Megamenu {
  return { type: 'megamenu', size, image, columns: cols };
}

const plain = (slug: Department): MenuItem => ({
  title: `categories.${slug}`,
  url: departmentUrl(slug),
});

/** The departments dropdown: one megamenu of each size, then plain department links. */
export const DEPARTMENTS: readonly MenuItem[] = [
  {
    ...plain('headlights-lighting'),
    submenu: megamenu(
      'xl',
      columns(3, ['headlights-lighting'], ['electrical', 'interior'], ['body-exterior']),
      'headlight',
    ),
  },
  {
    ...plain('brakes'),
    submenu: megamenu(
      'lg',
      columns(3, ['brakes'], ['suspension-steering'], ['wheels-tires']),
      'brake-disc',
    ),
  },
  {
    ...plain('engine-ignition'),
    submenu: megamenu('md', columns(4, ['engine-ignition', 'filters'], ['oils-fluids']), 'piston'),
  },
  {
    ...plain('wheels-tires'),
    submenu: megamenu('nl', columns(6, ['wheels-tires']), 'wheel'),
  },
  { ...plain('tools-garage'), submenu: megamenu('sm', columns(12, ['tools-garage'])) },
  plain('suspension-steering'),
  plain('filters'),
  plain('electrical'),
  plain('body-exterior'),
  plain('interior'),
  plain('oils-fluids'),
  plain('exhaust-cooling'),
];

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
    url: '/shop',
    submenu: megamenu(
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
    url: '/shop',
    submenu: submenu(
      link('shopHome', '/shop'),
      link('categoryPages', '/shop/category-grid', [
        link('shopGrid', '/shop/category-grid'),
        link('shopGridFeatures', '/shop/category-grid-with-features'),
        link('shopList', '/shop/category-list'),
        link('shopTable', '/shop/category-table'),
        link('shopRightSidebar', '/shop/category-right-sidebar'),
      ]),
      link('productPages', '/shop/product-full', [
        link('productFull', '/shop/product-full'),
        link('productSidebar', '/shop/product-sidebar'),
      ]),
      link('cart', '/shop/cart'),
      link('checkout', '/shop/checkout'),
      link('orderSuccess', '/shop/order-success'),
      link('wishlist', '/shop/wishlist'),
      link('compare', '/shop/compare'),
      link('trackOrder', '/shop/track-order'),
    ),
  },
  {
    title: 'menu.blog',
    url: '/blog',
    submenu: submenu(
      link('blogClassic', '/blog/category-classic', [
        link('leftSidebar', '/blog/category-classic-left-sidebar'),
        link('rightSidebar', '/blog/category-classic-right-sidebar'),
      ]),
      link('blogList', '/blog/category-list', [
        link('leftSidebar', '/blog/category-list-left-sidebar'),
        link('rightSidebar', '/blog/category-list-right-sidebar'),
      ]),
      link('blogGrid', '/blog/category-grid', [
        link('leftSidebar', '/blog/category-grid-left-sidebar'),
        link('rightSidebar', '/blog/category-grid-right-sidebar'),
      ]),
      link('postPage', '/blog/post-full-width', [
        link('fullWidth', '/blog/post-full-width'),
        link('leftSidebar', '/blog/post-left-sidebar'),
        link('rightSidebar', '/blog/post-right-sidebar'),
        link('withoutImage', '/blog/post-without-image'),
      ]),
    ),
  },
  {
    title: 'menu.account',
    url: '/account/dashboard',
    submenu: submenu(
      link('loginRegister', '/account/login'),
      link('dashboard', '/account/dashboard'),
      link('garage', '/account/garage'),
      link('editProfile', '/account/profile'),
      link('orderHistory', '/account/orders'),
      link('addressBook', '/account/addresses'),
      link('changePassword', '/account/password'),
      link('forgotPassword', '/forgot-password'),
    ),
  },
  {
    title: 'menu.pages',
    url: '/site/about-us',
    submenu: submenu(
      link('aboutUs', '/site/about-us'),
      link('contactUsV1', '/site/contact-us-v1'),
      link('contactUsV2', '/site/contact-us-v2'),
      link('notFound', '/site/not-found'),
      link('terms', '/site/terms'),
      link('faq', '/site/faq'),
      link('components', '/site/components'),
      link('typography', '/site/typography'),
    ),
  },
  {
    title: 'menu.vehicle',
    url: '/vehicle',
    customFields: { ignoreIn: ['spaceship'] },
  },
  {
    title: 'menu.hotOffers',
    url: '/shop/category/products?filter_discount=yes',
    customFields: { highlight: true },
  },
];

/** The entries a layout shows. */
export function menuFor(items: readonly MenuItem[], layout: MenuLayout): MenuItem[] {
  return items.filter((item) => !item.customFields?.ignoreIn?.includes(layout));
}
