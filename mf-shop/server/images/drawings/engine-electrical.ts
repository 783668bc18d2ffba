import {
  around,
  circle,
  gloss,
  hexagon,
  line,
  path,
  polar,
  rect,
  RUBBER,
  STEEL,
  steps,
  type PartArt,
} from '../svg-kit';

/** Short diagonal strokes over a threaded section. */
const threads = (x: number, width: number, from: number, to: number, count: number) =>
  steps(count, from, to)
    .map((y) => line(x, y, x + width, y + 6, { 'stroke-width': 2 }))
    .join('');

/** Lines from `r1` to `r2` around a centre (cooling slots, vents). */
const rays = (
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  count: number,
  stroke: string,
  width: number,
) =>
  around(count, (_, a) => {
    const [x1, y1] = polar(cx, cy, r1, a);
    const [x2, y2] = polar(cx, cy, r2, a);
    return line(x1, y1, x2, y2, { stroke, 'stroke-width': width });
  });

export const ENGINE_ART: Record<string, PartArt> = {
  'spark-plugs': {
    color: '#8e9aa6',
    focus: [200, 290],
    draw: (s) =>
      rect(188, 44, 24, 32, 4, STEEL) +
      path('M176 76 L224 76 L232 170 L168 170 Z', '#f6f4ef') +
      [98, 120, 142]
        .map((y) => line(174, y, 226, y, { stroke: '#d9d4c7', 'stroke-width': 4 }))
        .join('') +
      path('M150 182 L170 168 L230 168 L250 182 L250 206 L230 218 L170 218 L150 206 Z', s.main) +
      line(182, 170, 182, 216, { stroke: s.dark }) +
      line(218, 170, 218, 216, { stroke: s.dark }) +
      rect(164, 218, 72, 12, 3, s.dark) +
      rect(172, 230, 56, 70, 4, STEEL) +
      threads(174, 52, 236, 288, 7) +
      rect(194, 300, 12, 22, 2, '#c9a227') +
      path('M206 324 L224 324 L224 300', 'none', { 'stroke-width': 6 }) +
      gloss('M184 90 L182 160'),
  },
  'ignition-coils': {
    color: '#b71c1c',
    focus: [200, 110],
    draw: (s) =>
      rect(248, 40, 54, 36, 6, '#555555') +
      path('M120 70 L280 70 Q300 70 300 90 L300 132 L100 132 L100 90 Q100 70 120 70 Z', '#333333') +
      circle(130, 100, 12, STEEL) +
      rect(176, 132, 48, 150, 10, '#333333') +
      rect(186, 160, 28, 96, 4, s.main) +
      path('M166 282 L234 282 L224 342 L176 342 Z', s.main) +
      gloss('M190 150 L190 272'),
  },
  'timing-belts': {
    color: '#e0762b',
    focus: [290, 140],
    draw: (s) => {
      const belt = 'M140 130 L290 90 A50 50 0 0 1 290 190 L140 290 A80 80 0 0 1 140 130 Z';
      return (
        path(belt, 'none', { 'stroke-width': 28 }) +
        path(belt, 'none', { stroke: RUBBER, 'stroke-width': 20 }) +
        path(belt, 'none', { stroke: '#6a6a6a', 'stroke-width': 8, 'stroke-dasharray': '4 10' }) +
        circle(140, 210, 64, s.main) +
        around(6, (_, a) => circle(...polar(140, 210, 40, a), 9, s.light)) +
        circle(140, 210, 18, STEEL) +
        circle(290, 140, 36, s.main) +
        circle(290, 140, 13, STEEL) +
        circle(262, 262, 30, STEEL) +
        circle(262, 262, 10, '#ffffff')
      );
    },
  },
  'water-pumps': {
    color: '#9e9e9e',
    focus: [200, 200],
    draw: (s) =>
      rect(296, 172, 64, 38, 8, s.main) +
      path(
        'M90 150 Q80 110 130 100 L260 90 Q310 90 312 140 L320 250 Q322 300 270 300 L140 310 Q90 312 88 260 Z',
        s.light,
      ) +
      [
        [112, 126],
        [290, 114],
        [298, 280],
        [112, 286],
      ]
        .map(([x, y]) => hexagon(x!, y!, 12, STEEL))
        .join('') +
      circle(200, 200, 72, s.main) +
      circle(200, 200, 48, s.dark) +
      around(4, (_, a) => circle(...polar(200, 200, 30, a + 45), 7, '#ffffff')) +
      circle(200, 200, 15, STEEL),
  },
};

export const FILTER_ART: Record<string, PartArt> = {
  'oil-filters': {
    color: '#1e63d6',
    focus: [200, 190],
    draw: (s) =>
      path('M120 118 Q120 82 156 82 L244 82 Q280 82 280 118 L280 292 L120 292 Z', s.main) +
      rect(120, 150, 160, 84, 0, '#ffffff') +
      line(136, 176, 264, 176, { stroke: s.main, 'stroke-width': 8 }) +
      line(136, 200, 230, 200, { stroke: s.light, 'stroke-width': 6 }) +
      rect(112, 288, 176, 18, 5, s.dark) +
      rect(118, 304, 164, 22, 8, STEEL) +
      gloss('M140 110 L140 140 M140 246 L140 280'),
  },
  'air-filters': {
    color: '#e53935',
    focus: [200, 200],
    draw: (s) =>
      rect(70, 128, 260, 178, 16, s.dark) +
      rect(70, 110, 260, 178, 16, s.main) +
      rect(90, 128, 220, 142, 6, '#fafafa') +
      steps(14, 98, 302)
        .map((x, i) =>
          line(x, 130, x, 268, { stroke: i % 2 ? '#d6d6d6' : '#bdbdbd', 'stroke-width': 3 }),
        )
        .join(''),
  },
  'cabin-air-filters': {
    color: '#455a64',
    focus: [200, 205],
    draw: (s) =>
      rect(78, 128, 244, 156, 8, s.light) +
      path(
        `M92 140 ${steps(24, 92, 308)
          .map((x, i) => `L${x} ${i % 2 ? 272 : 140}`)
          .join(' ')}`,
        'none',
        { stroke: s.main, 'stroke-width': 5 },
      ) +
      rect(78, 128, 244, 156, 8, 'none'),
  },
  'fuel-filters': {
    color: '#9ea7ad',
    focus: [90, 200],
    draw: (s) =>
      rect(48, 186, 74, 28, 6, STEEL) +
      rect(278, 186, 74, 28, 6, STEEL) +
      [64, 84, 316, 336].map((x) => line(x, 184, x, 216, { 'stroke-width': 3 })).join('') +
      rect(108, 138, 184, 124, 40, s.main) +
      rect(108, 138, 28, 124, 10, s.dark) +
      rect(264, 138, 28, 124, 10, s.dark) +
      rect(150, 174, 100, 52, 6, '#ffffff') +
      path('M166 200 L226 200 M210 186 L228 200 L210 214', 'none', {
        stroke: s.dark,
        'stroke-width': 6,
      }),
  },
};

export const ELECTRICAL_ART: Record<string, PartArt> = {
  batteries: {
    color: '#1565c0',
    focus: [200, 110],
    draw: (s) =>
      rect(96, 78, 36, 32, 4, '#c0392b') +
      rect(268, 78, 36, 32, 4, '#555555') +
      rect(70, 120, 260, 204, 12, '#333333') +
      rect(62, 104, 276, 36, 8, '#444444') +
      path('M150 104 Q200 72 250 104', 'none', { stroke: RUBBER, 'stroke-width': 8 }) +
      rect(86, 162, 228, 120, 8, s.main) +
      rect(86, 246, 228, 14, 0, s.light) +
      path('M206 174 L180 214 L200 214 L188 244 L226 200 L206 200 L218 174 Z', '#ffd333'),
  },
  alternators: {
    color: '#b0bec5',
    focus: [200, 200],
    draw: (s) =>
      circle(104, 104, 24, s.light) +
      circle(104, 104, 9, '#ffffff') +
      circle(300, 300, 24, s.light) +
      circle(300, 300, 9, '#ffffff') +
      circle(200, 200, 116, s.main) +
      rays(200, 200, 62, 100, 12, s.dark, 9) +
      circle(200, 200, 52, '#555555') +
      circle(200, 200, 40, 'none', { stroke: '#8a8a8a', 'stroke-width': 3 }) +
      circle(200, 200, 28, 'none', { stroke: '#8a8a8a', 'stroke-width': 3 }) +
      hexagon(200, 200, 15, STEEL),
  },
  starters: {
    color: '#78909c',
    focus: [320, 225],
    draw: (s) =>
      rect(70, 170, 176, 112, 20, s.main) +
      [110, 150, 190]
        .map((x) => line(x, 172, x, 280, { stroke: s.dark, 'stroke-width': 3 }))
        .join('') +
      rect(108, 96, 150, 70, 30, s.light) +
      hexagon(146, 92, 12, STEEL) +
      hexagon(222, 92, 12, STEEL) +
      path('M244 160 L300 182 L300 268 L244 290 Z', STEEL) +
      circle(322, 225, 28, '#777777', { 'stroke-dasharray': '7 5', 'stroke-width': 9 }) +
      circle(322, 225, 10, '#ffffff'),
  },
  'oxygen-sensors': {
    color: '#bdbdbd',
    focus: [200, 280],
    draw: (s) =>
      path('M200 150 C200 80 310 120 318 64', 'none', { stroke: RUBBER, 'stroke-width': 12 }) +
      rect(296, 30, 46, 36, 6, '#444444') +
      rect(176, 136, 48, 32, 6, STEEL) +
      hexagon(200, 194, 46, s.main) +
      hexagon(200, 194, 30, 'none', { stroke: s.dark, 'stroke-width': 3 }) +
      rect(178, 226, 44, 46, 4, s.light) +
      threads(180, 40, 232, 262, 5) +
      rect(184, 272, 32, 58, 10, STEEL) +
      rect(194, 286, 12, 28, 3, '#333333'),
  },
};
