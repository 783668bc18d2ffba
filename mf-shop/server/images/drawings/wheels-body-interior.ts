import {
  around,
  circle,
  gloss,
  group,
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

const rotated = (angle: number, content: string) => group(`rotate(${angle} 200 200)`, content);

const lugNut = (cx: number, cy: number, s: { light: string; main: string; dark: string }) =>
  hexagon(cx, cy, 56, s.light) +
  hexagon(cx, cy, 44, 'none', { stroke: s.main, 'stroke-width': 3 }) +
  circle(cx, cy, 24, '#ffffff') +
  circle(cx, cy, 24, 'none', { stroke: s.dark, 'stroke-width': 3, 'stroke-dasharray': '4 4' });

const mudFlap = (x: number, plate: string) =>
  path(
    `M${x} 90 L${x + 130} 90 L${x + 130} 300 Q${x + 130} 322 ${x + 110} 322 L${x + 20} 322 Q${x} 322 ${x} 300 Z`,
    '#262626',
  ) +
  steps(4, 258, 306)
    .map((y) => line(x + 14, y, x + 116, y, { stroke: '#4a4a4a', 'stroke-width': 4 }))
    .join('') +
  rect(x + 25, 124, 80, 40, 6, plate) +
  line(x + 40, 144, x + 90, 144, { stroke: '#ffffff', 'stroke-width': 6 }) +
  circle(x + 22, 104, 6, '#8a8a8a') +
  circle(x + 108, 104, 6, '#8a8a8a');

export const WHEEL_ART: Record<string, PartArt> = {
  tires: {
    color: '#2b2b2b',
    focus: [200, 80],
    draw: () =>
      circle(200, 200, 142, '#2b2b2b') +
      around(30, (_, a) => rotated(a, rect(191, 60, 18, 24, 3, '#474747', { 'stroke-width': 2 }))) +
      circle(200, 200, 112, '#333333') +
      path('M126 146 A92 92 0 0 1 274 146', 'none', {
        stroke: '#7a7a7a',
        'stroke-width': 5,
        'stroke-dasharray': '14 6',
      }) +
      circle(200, 200, 80, STEEL) +
      circle(200, 200, 64, '#9aa3ab') +
      around(5, (_, a) => rotated(a, rect(192, 140, 16, 46, 6, STEEL))) +
      circle(200, 200, 18, STEEL),
  },
  'alloy-wheels': {
    color: '#c0c6cc',
    focus: [200, 200],
    draw: (s) =>
      circle(200, 200, 146, RUBBER) +
      circle(200, 200, 128, s.light) +
      circle(200, 200, 112, s.dark) +
      around(5, (_, a) =>
        rotated(
          a,
          path('M194 168 L170 96 L188 92 L202 168 Z', s.main) +
            path('M206 168 L230 96 L212 92 L198 168 Z', s.main),
        ),
      ) +
      circle(200, 200, 44, s.main) +
      around(5, (_, a) => circle(...polar(200, 200, 28, a + 36), 6, '#333333')) +
      circle(200, 200, 14, s.light) +
      gloss('M96 150 Q120 96 176 76'),
  },
  hubcaps: {
    color: '#aab4bd',
    focus: [200, 130],
    draw: (s) =>
      circle(200, 200, 142, s.light) +
      circle(200, 200, 126, 'none', { stroke: s.main, 'stroke-width': 6 }) +
      around(12, (_, a) => rotated(a, path('M190 84 Q200 76 210 84 L206 140 L194 140 Z', s.dark))) +
      circle(200, 200, 52, s.shine) +
      circle(200, 200, 30, s.main) +
      gloss('M104 140 Q126 100 170 84'),
  },
  'lug-nuts': {
    color: '#c0c0c0',
    focus: [200, 262],
    draw: (s) => lugNut(140, 150, s) + lugNut(262, 150, s) + lugNut(200, 262, s),
  },
};

export const BODY_ART: Record<string, PartArt> = {
  'wiper-blades': {
    color: '#37474f',
    focus: [200, 190],
    draw: (s) =>
      path('M50 300 Q200 180 350 100', 'none', { 'stroke-width': 24 }) +
      path('M50 300 Q200 180 350 100', 'none', { stroke: s.main, 'stroke-width': 15 }) +
      path('M60 286 Q200 170 340 90', 'none', { stroke: s.light, 'stroke-width': 4 }) +
      path('M56 312 Q200 194 356 112', 'none', { stroke: '#111111', 'stroke-width': 5 }) +
      group(
        'rotate(-27 202 186)',
        rect(172, 168, 60, 36, 8, '#555555') + circle(202, 186, 7, STEEL),
      ),
  },
  'side-mirrors': {
    color: '#3f51b5',
    focus: [200, 196],
    draw: (s) =>
      path('M282 226 L342 214 L342 302 L282 302 Z', '#333333') +
      path(
        'M70 150 Q70 100 130 96 L270 92 Q320 92 320 150 L316 250 Q312 296 262 296 L120 300 Q72 300 70 252 Z',
        s.main,
      ) +
      path(
        'M92 160 Q92 120 136 118 L262 116 Q298 116 298 160 L294 240 Q290 274 256 274 L128 278 Q94 278 92 246 Z',
        '#dfeaf5',
      ) +
      path('M120 250 L220 130 M164 262 L252 152', 'none', {
        stroke: '#ffffff',
        'stroke-width': 8,
        opacity: 0.8,
      }) +
      path('M246 104 L300 112', 'none', { stroke: '#ff8c00', 'stroke-width': 8 }),
  },
  grilles: {
    color: '#37474f',
    focus: [140, 180],
    draw: (s) =>
      rect(50, 120, 300, 172, 40, STEEL) +
      rect(68, 136, 264, 140, 28, s.dark) +
      steps(5, 154, 258)
        .map((y, row) =>
          steps(9, 94, 298)
            .map((x) => hexagon(x + (row % 2 ? 12 : 0), y, 11, s.main, { 'stroke-width': 2 }))
            .join(''),
        )
        .join('') +
      circle(200, 206, 26, STEEL) +
      circle(200, 206, 14, s.light),
  },
  'mud-flaps': {
    color: '#c62828',
    focus: [125, 150],
    draw: (s) => mudFlap(60, s.main) + group('translate(0 14)', mudFlap(212, s.main)),
  },
};

export const INTERIOR_ART: Record<string, PartArt> = {
  'floor-mats': {
    color: '#455a64',
    focus: [210, 270],
    draw: (s) =>
      path(
        'M92 78 L300 70 Q330 70 330 100 L320 300 Q318 330 290 330 L120 330 Q90 330 88 300 L80 108 Q80 80 92 78 Z',
        s.main,
      ) +
      steps(6, 112, 222)
        .map((y) => line(110, y, 300, y - 4, { stroke: s.dark, 'stroke-width': 7 }))
        .join('') +
      rect(148, 248, 124, 58, 10, s.light) +
      steps(5, 166, 254)
        .map((x) => circle(x, 277, 5, s.dark, { 'stroke-width': 2 }))
        .join(''),
  },
  'seat-covers': {
    color: '#795548',
    focus: [200, 170],
    draw: (s) =>
      line(182, 96, 182, 110, { 'stroke-width': 6 }) +
      line(218, 96, 218, 110, { 'stroke-width': 6 }) +
      rect(156, 40, 88, 60, 22, s.main) +
      path('M120 112 Q120 96 136 96 L264 96 Q280 96 280 112 L292 252 L108 252 Z', s.main) +
      path('M160 112 L240 112 L248 240 L152 240 Z', s.light) +
      path('M168 124 L232 124 L238 228 L162 228 Z', 'none', {
        stroke: s.shine,
        'stroke-width': 3,
        'stroke-dasharray': '6 6',
      }) +
      path(
        'M90 250 L310 250 Q330 252 330 276 L324 316 Q320 330 304 330 L96 330 Q80 330 76 316 L70 276 Q70 252 90 250 Z',
        s.dark,
      ),
  },
  'steering-wheel-covers': {
    color: '#d32f2f',
    focus: [90, 200],
    draw: (s) =>
      rect(70, 198, 100, 26, 8, '#444444') +
      rect(230, 198, 100, 26, 8, '#444444') +
      rect(188, 240, 24, 90, 8, '#444444') +
      rect(148, 186, 104, 64, 22, '#444444') +
      circle(200, 218, 14, STEEL) +
      circle(200, 200, 130, 'none', { 'stroke-width': 42 }) +
      circle(200, 200, 130, 'none', { stroke: '#2b2b2b', 'stroke-width': 34 }) +
      path('M78 150 A130 130 0 0 0 78 250 M322 150 A130 130 0 0 1 322 250', 'none', {
        stroke: s.main,
        'stroke-width': 34,
      }) +
      circle(200, 200, 130, 'none', {
        stroke: s.light,
        'stroke-width': 3,
        'stroke-dasharray': '8 8',
      }),
  },
  'phone-mounts': {
    color: '#546e7a',
    focus: [200, 300],
    draw: (s) =>
      rect(110, 82, 180, 198, 20, s.main) +
      rect(132, 60, 136, 240, 18, '#222222') +
      rect(142, 76, 116, 200, 8, '#5f8fb8') +
      gloss('M156 96 L156 150') +
      rect(98, 150, 28, 62, 8, s.dark) +
      rect(274, 150, 28, 62, 8, s.dark) +
      circle(200, 300, 18, STEEL) +
      rect(178, 314, 44, 28, 6, '#333333'),
  },
};
