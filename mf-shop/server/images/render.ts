import { circle, group, INK, line, mix, rect, path, shades, type PartArt } from './svg-kit';

export const VIEWS = [1, 2, 3, 4] as const;
export type View = (typeof VIEWS)[number];

const CANVAS = 400;

function svg(content: string, background: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
    rect(0, 0, CANVAS, CANVAS, 0, background) +
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${content}</g></svg>`
  );
}

const shadow = (cx: number, rx: number) =>
  `<ellipse cx="${cx}" cy="348" rx="${rx}" ry="14" fill="#000000" opacity="0.09" stroke="none"/>`;

/** The magnifier mark of the detail view. */
const magnifier = group(
  'translate(352 48)',
  circle(0, 0, 18, '#ffffff') +
    line(13, 13, 26, 26, { 'stroke-width': 6 }) +
    line(-8, 0, 8, 0) +
    line(0, -8, 0, 8),
);

/** A retail box behind the part, in the part's colours. */
function box(main: string): string {
  const s = shades(main);
  return (
    path('M180 120 L300 96 L352 122 L232 146 Z', s.light) +
    path('M232 146 L352 122 L352 300 L232 330 Z', s.dark) +
    path('M180 120 L232 146 L232 330 L180 300 Z', s.main) +
    path('M246 170 L338 151 L338 200 L246 219 Z', '#ffffff', { 'stroke-width': 3 }) +
    line(258, 184, 320, 171, { stroke: s.main, 'stroke-width': 5 }) +
    line(258, 200, 300, 191, { stroke: s.light, 'stroke-width': 5 })
  );
}

/**
 * The four gallery views of a part type: 1 front, 2 at an angle (a faded copy gives depth),
 * 3 a close-up, 4 with its box.
 */
export function renderView(art: PartArt, view: View): string {
  const s = shades(art.color);
  const drawing = art.draw(s);
  const background = mix(art.color, '#ffffff', 0.9);
  const [fx, fy] = art.focus;
  switch (view) {
    case 1:
      return svg(shadow(200, 130) + drawing, background);
    case 2: {
      const angled = 'translate(200 205) skewY(-7) skewX(9) scale(0.86) translate(-200 -200)';
      return svg(
        shadow(214, 140) +
          group(`translate(16 10) ${angled}`, drawing, { opacity: 0.3 }) +
          group(angled, drawing),
        mix(art.color, '#ffffff', 0.84),
      );
    }
    case 3:
      return svg(
        group(`translate(200 200) scale(1.9) translate(${-fx} ${-fy})`, drawing) + magnifier,
        background,
      );
    case 4:
      return svg(
        shadow(230, 150) + box(art.color) + group('translate(40 120) scale(0.56)', drawing),
        background,
      );
  }
}
