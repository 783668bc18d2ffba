import {
  around,
  circle,
  gloss,
  group,
  hexagon,
  line,
  path,
  rect,
  RUBBER,
  STEEL,
  steps,
  type PartArt,
  type Shades,
} from '../svg-kit';

/** A canister with a handle, cap and white label; `icon` is drawn on the label. */
const jug = (s: Shades, icon: string) =>
  rect(236, 46, 40, 28, 6, '#333333') +
  path(
    'M110 122 Q110 100 132 96 L220 90 L236 70 L276 70 L280 96 Q300 104 300 130 L300 312 Q300 330 282 330 L128 330 Q110 330 110 312 Z',
    s.main,
  ) +
  path('M136 112 L206 106 L206 148 L136 154 Z', s.dark) +
  rect(132, 182, 146, 110, 8, '#ffffff') +
  icon +
  gloss('M124 176 L124 300');

const bottle = (s: Shades, body: string, capX: number, icon: string) =>
  rect(capX, 70, 60, 46, 8, '#333333') +
  path(body, s.main) +
  rect(156, 186, 88, 100, 6, '#ffffff') +
  icon;

const drop = path('M205 200 Q232 236 232 252 A27 27 0 0 1 178 252 Q178 236 205 200 Z', '#333333');

export const FLUID_ART: Record<string, PartArt> = {
  'motor-oil': { color: '#f9a825', focus: [205, 240], draw: (s) => jug(s, drop) },
  coolant: {
    color: '#43a047',
    focus: [205, 238],
    draw: (s) =>
      jug(
        s,
        around(3, (_, a) =>
          group(
            `rotate(${a} 205 238)`,
            line(205, 204, 205, 272, { stroke: s.dark, 'stroke-width': 6 }),
          ),
        ),
      ),
  },
  'transmission-fluid': {
    color: '#c62828',
    focus: [200, 236],
    draw: (s) =>
      bottle(
        s,
        'M146 130 L176 104 L176 96 L224 96 L224 104 L254 130 L254 318 Q254 334 238 334 L162 334 Q146 334 146 318 Z',
        170,
        circle(200, 236, 26, 'none', {
          stroke: s.dark,
          'stroke-width': 10,
          'stroke-dasharray': '7 5',
        }) + circle(200, 236, 10, s.dark),
      ),
  },
  'brake-fluid': {
    color: '#1976d2',
    focus: [200, 236],
    draw: (s) =>
      bottle(
        s,
        'M140 132 Q140 116 156 116 L244 116 Q260 116 260 132 L260 318 Q260 334 244 334 L156 334 Q140 334 140 318 Z',
        170,
        circle(200, 236, 22, 'none', { stroke: '#e52727', 'stroke-width': 6 }) +
          path('M168 214 Q158 236 168 258 M232 214 Q242 236 232 258', 'none', {
            stroke: '#e52727',
            'stroke-width': 6,
          }),
      ),
  },
};

export const EXHAUST_ART: Record<string, PartArt> = {
  mufflers: {
    color: '#9e9e9e',
    focus: [330, 200],
    draw: (s) =>
      rect(36, 186, 90, 28, 6, STEEL) +
      rect(100, 118, 220, 164, 72, s.main) +
      line(146, 124, 146, 276, { stroke: s.dark, 'stroke-width': 3 }) +
      line(274, 124, 274, 276, { stroke: s.dark, 'stroke-width': 3 }) +
      rect(298, 178, 72, 44, 12, '#666666') +
      rect(356, 182, 16, 36, 6, '#222222') +
      gloss('M150 146 L270 146'),
  },
  'catalytic-converters': {
    color: '#b0bec5',
    focus: [200, 150],
    draw: (s) =>
      rect(28, 186, 72, 28, 6, STEEL) +
      rect(300, 186, 72, 28, 6, STEEL) +
      rect(92, 170, 14, 60, 4, s.dark) +
      rect(294, 170, 14, 60, 4, s.dark) +
      path('M106 182 L142 140 L258 140 L294 182 L294 218 L258 260 L142 260 L106 218 Z', s.main) +
      steps(6, 156, 244)
        .map((x) => line(x, 148, x, 252, { stroke: s.light, 'stroke-width': 6 }))
        .join('') +
      rect(194, 96, 12, 26, 3, STEEL) +
      hexagon(200, 128, 14, STEEL),
  },
  radiators: {
    color: '#90a4ae',
    focus: [120, 140],
    draw: (s) =>
      rect(26, 98, 44, 22, 6, RUBBER) +
      rect(330, 282, 44, 22, 6, RUBBER) +
      rect(290, 64, 30, 28, 6, STEEL) +
      rect(68, 122, 264, 156, 0, s.light) +
      steps(24, 78, 322)
        .map((x) => line(x, 124, x, 276, { stroke: s.main, 'stroke-width': 3 }))
        .join('') +
      rect(58, 88, 284, 38, 8, '#333333') +
      rect(58, 274, 284, 38, 8, '#333333'),
  },
  'cooling-fans': {
    color: '#37474f',
    focus: [200, 200],
    draw: (s) =>
      rect(56, 56, 288, 288, 36, s.dark) +
      [
        [80, 80],
        [320, 80],
        [80, 320],
        [320, 320],
      ]
        .map(([x, y]) => circle(x!, y!, 8, STEEL))
        .join('') +
      circle(200, 200, 126, s.main) +
      around(7, (_, a) =>
        group(`rotate(${a} 200 200)`, path('M200 200 Q236 124 204 82 Q166 110 186 198 Z', s.light)),
      ) +
      circle(200, 200, 34, '#333333') +
      circle(200, 200, 13, STEEL),
  },
};

export const TOOL_ART: Record<string, PartArt> = {
  'floor-jacks': {
    color: '#e53935',
    focus: [250, 170],
    draw: (s) =>
      path('M300 252 L372 96', 'none', { 'stroke-width': 16 }) +
      path('M300 252 L372 96', 'none', { stroke: s.main, 'stroke-width': 9 }) +
      rect(358, 78, 22, 40, 8, RUBBER) +
      path('M112 254 L248 152 L272 174 L142 266 Z', s.dark) +
      rect(232, 132, 60, 20, 6, STEEL) +
      rect(252, 200, 40, 52, 6, STEEL) +
      path('M66 252 L300 240 L332 270 L332 302 L66 302 Z', s.main) +
      circle(104, 306, 22, RUBBER) +
      circle(104, 306, 8, STEEL) +
      circle(300, 306, 22, RUBBER) +
      circle(300, 306, 8, STEEL),
  },
  'socket-sets': {
    color: '#d32f2f',
    focus: [200, 170],
    draw: (s) =>
      rect(50, 110, 300, 200, 16, s.main) +
      rect(66, 128, 268, 164, 10, '#2b2b2b') +
      steps(7, 96, 304)
        .map(
          (x, i) =>
            circle(x, 170, 13 + i * 1.5, STEEL) +
            hexagon(x, 170, 6 + i, '#555555', { 'stroke-width': 2 }),
        )
        .join('') +
      rect(84, 236, 176, 22, 10, STEEL) +
      circle(272, 247, 28, STEEL) +
      circle(272, 247, 12, '#666666') +
      gloss('M70 124 L330 124'),
  },
  'obd-scanners': {
    color: '#ff8f00',
    focus: [200, 126],
    draw: (s) =>
      path('M200 328 C200 372 316 366 322 302', 'none', { stroke: RUBBER, 'stroke-width': 10 }) +
      path('M296 252 L348 252 L342 302 L302 302 Z', '#333333') +
      rect(110, 50, 180, 282, 30, s.main) +
      rect(132, 76, 136, 100, 8, '#1f2d3a') +
      path('M142 150 L166 120 L188 142 L212 100 L236 134 L258 112', 'none', {
        stroke: '#69f0ae',
        'stroke-width': 4,
      }) +
      circle(200, 232, 30, s.dark) +
      circle(200, 232, 10, s.light) +
      rect(140, 282, 36, 20, 6, '#333333') +
      rect(224, 282, 36, 20, 6, '#333333'),
  },
  'battery-chargers': {
    color: '#ffb300',
    focus: [200, 150],
    draw: (s) =>
      path('M150 300 C150 344 86 336 80 296', 'none', { stroke: '#c0392b', 'stroke-width': 8 }) +
      path('M250 300 C250 344 314 336 320 296', 'none', { stroke: RUBBER, 'stroke-width': 8 }) +
      rect(58, 246, 42, 52, 8, '#c0392b') +
      rect(300, 246, 42, 52, 8, '#333333') +
      path('M150 92 Q200 50 250 92', 'none', { stroke: '#333333', 'stroke-width': 12 }) +
      rect(110, 90, 180, 212, 24, s.main) +
      rect(136, 118, 128, 62, 8, '#1f2d3a') +
      steps(4, 154, 226)
        .map((x) => rect(x, 134, 14, 30, 2, '#69f0ae', { 'stroke-width': 0 }))
        .join('') +
      circle(170, 234, 16, '#333333') +
      circle(230, 234, 16, '#333333'),
  },
};
