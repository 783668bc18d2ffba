import type { AreaName } from '@autoparts/shared';

/** Each first path segment owned by an area; account also owns the registration and reset flows. */
export const AREA_SECTIONS: readonly [section: string, area: AreaName][] = [
  ['shop', 'shop'],
  ['account', 'account'],
  ['register', 'account'],
  ['forgot-password', 'account'],
  ['blog', 'blog'],
  ['vehicle', 'vehicle'],
  ['site', 'site'],
];

const AREA_BY_SECTION = new Map(AREA_SECTIONS);

/** The area that owns a path of this storefront, if any: '/shop/cart' -> 'shop'. */
export function areaOfPath(pathname: string): AreaName | undefined {
  return AREA_BY_SECTION.get(pathname.split('/')[1] ?? '');
}
