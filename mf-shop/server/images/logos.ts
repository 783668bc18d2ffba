import type { Brand } from '@autoparts/shared';
import { AVATAR_COUNT } from '../data/reviews';
import { circle, hexagon, INK, path, rect } from './svg-kit';

/** Brand and avatar colours: the storefront's accent red first, then calm saturated hues. */
const EMBLEM_COLORS = [
  '#e52727',
  '#1e63d6',
  '#2e9e44',
  '#ff8c00',
  '#7b3fb5',
  '#138d90',
  '#333333',
  '#8b5a2b',
];

const EMBLEMS = [
  (c: string) => circle(40, 50, 22, c),
  (c: string) => path('M18 30 L40 22 L62 30 L58 60 L40 76 L22 60 Z', c),
  (c: string) => hexagon(40, 50, 24, c),
  (c: string) => path('M40 24 L64 50 L40 76 L16 50 Z', c),
  (c: string) => path('M16 34 L40 50 L64 34 L64 52 L40 70 L16 52 Z', c),
];

/** A wordmark with an emblem, 240x100, for the brands list and the product page. */
export function brandLogo(brand: Brand, index: number): string {
  const color = EMBLEM_COLORS[index % EMBLEM_COLORS.length]!;
  const emblem = EMBLEMS[index % EMBLEMS.length]!(color);
  const fontSize = Math.min(26, Math.floor(280 / brand.name.length));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 100" width="240" height="100">` +
    rect(2, 2, 236, 96, 12, '#ffffff', { stroke: '#e0e0e0', 'stroke-width': 2 }) +
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">${emblem}</g>` +
    `<text x="74" y="${50 + fontSize * 0.36}" font-family="Roboto, Arial, sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="${INK}">${brand.name}</text></svg>`
  );
}

/** A neutral silhouette on a coloured disc; `n` is 1..AVATAR_COUNT. */
export function avatar(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) return null;
  const color = EMBLEM_COLORS[(n - 1) % EMBLEM_COLORS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    circle(50, 50, 50, color) +
    circle(50, 40, 17, '#ffffff', { opacity: 0.9 }) +
    path('M18 88 Q22 62 50 62 Q78 62 82 88 Q66 100 50 100 Q34 100 18 88 Z', '#ffffff', {
      opacity: 0.9,
    }) +
    `</svg>`
  );
}
