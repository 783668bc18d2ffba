// Building blocks of the product illustrations: one flat style for every part type (ink
// outline, a main colour with darker and lighter shades, a soft tinted backdrop).

export const INK = '#2f2f2f';
export const STEEL = '#c3c9cf';
export const RUBBER = '#3a3a3a';

export interface Shades {
  main: string;
  dark: string;
  light: string;
  shine: string;
}

/** A part type's drawing inside the 400x400 canvas, roughly within 60..340. */
export type Drawing = (s: Shades) => string;

export interface PartArt {
  color: string;
  draw: Drawing;
  /** Where the detail view zooms in. */
  focus: readonly [x: number, y: number];
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `hex` moved towards `toward` by `amount` (0..1). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = channels(hex);
  const b = channels(toward);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] ?? c) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function shades(main: string): Shades {
  return {
    main,
    dark: mix(main, '#000000', 0.35),
    light: mix(main, '#ffffff', 0.45),
    shine: mix(main, '#ffffff', 0.8),
  };
}

type Attrs = Record<string, string | number>;
const attrs = (a: Attrs) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
  extra: Attrs = {},
) => `<rect${attrs({ x, y, width, height, rx, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) =>
  `<path${attrs({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, extra: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, ...extra })}/>`;
export const group = (transform: string, content: string, extra: Attrs = {}) =>
  `<g${attrs({ transform, ...extra })}>${content}</g>`;

/** `count` copies of `make(i, angle)` around a centre; angle in degrees. */
export function around(count: number, make: (i: number, angle: number) => string): string {
  return Array.from({ length: count }, (_, i) => make(i, (360 / count) * i)).join('');
}

/** `count` evenly spaced values from `from` to `to`. */
export function steps(count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / Math.max(1, count - 1));
}

/** A point at `angle` degrees (0 = up, clockwise) and `radius` from a centre. */
export function polar(cx: number, cy: number, radius: number, angle: number): [number, number] {
  const a = ((angle - 90) * Math.PI) / 180;
  return [
    Math.round((cx + radius * Math.cos(a)) * 10) / 10,
    Math.round((cy + radius * Math.sin(a)) * 10) / 10,
  ];
}

/** A regular hexagon (nuts, fittings). */
export function hexagon(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Attrs = {},
): string {
  const points = around(6, (_, angle) => polar(cx, cy, r, angle + 30).join(',') + ' ');
  return `<polygon${attrs({ points: points.trim(), fill, ...extra })}/>`;
}

/** A soft highlight streak for glossy surfaces. */
export const gloss = (d: string) =>
  path(d, 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.55 });
