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

/** Vertical chords of a circle, e.g. a fog lamp's lens pattern. */
const chords = (cx: number, cy: number, r: number, count: number, stroke: string) =>
  steps(count, cx - r * 0.7, cx + r * 0.7)
    .map((x) => {
      const h = Math.sqrt(r * r - (x - cx) ** 2);
      return line(x, cy - h, x, cy + h, { stroke, 'stroke-width': 3 });
    })
    .join('');

export const LIGHTING_ART: Record<string, PartArt> = {
  headlights: {
    color: '#5c6f86',
    focus: [160, 196],
    draw: (s) =>
      path(
        'M70 150 Q80 95 170 92 L320 100 Q345 104 340 140 L330 255 Q326 292 290 295 L110 300 Q70 300 70 260 Z',
        s.dark,
      ) +
      path(
        'M92 158 Q100 118 172 114 L308 121 Q322 124 320 150 L312 248 Q308 272 284 274 L118 278 Q92 278 92 252 Z',
        s.shine,
      ) +
      circle(160, 196, 48, s.light) +
      circle(160, 196, 30, '#ffffff') +
      circle(160, 196, 13, s.light) +
      circle(262, 192, 36, s.light) +
      circle(262, 192, 18, '#ffffff') +
      path('M108 258 Q200 236 300 246', 'none', { 'stroke-width': 12 }) +
      path('M108 258 Q200 236 300 246', 'none', { stroke: '#ffffff', 'stroke-width': 6 }) +
      gloss('M112 142 Q160 126 220 127'),
  },
  'tail-lights': {
    color: '#d32f2f',
    focus: [240, 210],
    draw: (s) =>
      path(
        'M60 170 L300 120 Q345 112 345 160 L340 250 Q338 282 300 285 L90 290 Q60 290 60 260 Z',
        s.dark,
      ) +
      path(
        'M80 180 L296 138 Q326 134 326 164 L322 244 Q320 266 296 268 L98 272 Q80 272 80 254 Z',
        s.main,
      ) +
      rect(214, 186, 80, 44, 10, '#f4f4f4') +
      ['M104 206 L196 188', 'M104 230 L196 214', 'M104 254 L196 240']
        .map((d) => path(d, 'none', { stroke: s.shine, 'stroke-width': 7 }))
        .join('') +
      gloss('M100 176 L280 142'),
  },
  'fog-lights': {
    color: '#f5b301',
    focus: [200, 190],
    draw: (s) =>
      path('M168 296 L232 296 L250 336 L150 336 Z', RUBBER) +
      circle(200, 190, 122, '#333333') +
      circle(200, 190, 100, s.light) +
      chords(200, 190, 100, 7, s.main) +
      circle(200, 190, 40, s.shine) +
      circle(200, 190, 100, 'none') +
      gloss('M126 140 Q150 104 196 96'),
  },
  'turn-signals': {
    color: '#f57c00',
    focus: [170, 205],
    draw: (s) =>
      rect(64, 186, 30, 38, 6, '#555555') +
      rect(306, 186, 30, 38, 6, '#555555') +
      rect(86, 146, 228, 118, 32, '#333333') +
      rect(102, 160, 196, 90, 24, s.main) +
      [130, 175, 220]
        .map((x) =>
          path(`M${x} 178 L${x + 30} 205 L${x} 232`, 'none', {
            stroke: s.shine,
            'stroke-width': 8,
          }),
        )
        .join('') +
      path('M200 264 Q200 300 240 316', 'none', { stroke: RUBBER, 'stroke-width': 8 }) +
      rect(232, 304, 44, 28, 6, '#555555'),
  },
  'light-bulbs': {
    color: '#4fa3e0',
    focus: [200, 140],
    draw: (s) =>
      path(
        'M200 60 C252 60 270 112 262 160 C256 198 240 214 236 236 L164 236 C160 214 144 198 138 160 C130 112 148 60 200 60 Z',
        s.shine,
      ) +
      path('M178 150 L188 128 L200 150 L212 128 L222 150', 'none', {
        stroke: s.dark,
        'stroke-width': 3,
      }) +
      line(178, 150, 178, 236, { 'stroke-width': 3 }) +
      line(222, 150, 222, 236, { 'stroke-width': 3 }) +
      path('M178 70 Q200 62 222 70 Q214 88 200 88 Q186 88 178 70 Z', s.light) +
      rect(160, 236, 80, 36, 6, STEEL) +
      rect(146, 268, 108, 18, 6, s.main) +
      rect(170, 286, 60, 46, 8, RUBBER) +
      gloss('M160 104 Q166 82 186 74'),
  },
};

const pad = (s: { dark: string }) =>
  path('M60 200 Q200 110 340 200 L326 258 Q200 182 74 258 Z', STEEL) +
  path('M82 212 Q200 140 318 212 L306 246 Q200 186 94 246 Z', s.dark) +
  line(200, 158, 200, 192, { stroke: '#777777', 'stroke-width': 5 }) +
  circle(62, 226, 12, STEEL) +
  circle(338, 226, 12, STEEL);

export const BRAKE_ART: Record<string, PartArt> = {
  'brake-pads': {
    color: '#5b6b7a',
    focus: [200, 200],
    draw: (s) =>
      group('translate(0 64)', pad(s), { opacity: 0.85 }) + group('translate(0 -14)', pad(s)),
  },
  'brake-rotors': {
    color: '#9aa3ab',
    focus: [270, 150],
    draw: (s) =>
      circle(200, 200, 140, s.light) +
      circle(200, 200, 124, 'none', { stroke: s.main, 'stroke-width': 2 }) +
      around(12, (_, a) => circle(...polar(200, 200, 112, a), 6, s.dark)) +
      around(12, (_, a) => circle(...polar(200, 200, 92, a + 15), 6, s.dark)) +
      around(6, (_, a) => {
        const [x1, y1] = polar(200, 200, 78, a + 8);
        const [x2, y2] = polar(200, 200, 130, a + 28);
        return line(x1, y1, x2, y2, { stroke: s.dark, 'stroke-width': 4 });
      }) +
      circle(200, 200, 66, s.main) +
      around(5, (_, a) => circle(...polar(200, 200, 44, a), 8, '#ffffff')) +
      circle(200, 200, 24, '#ffffff') +
      gloss('M108 120 Q150 78 210 68'),
  },
  'brake-calipers': {
    color: '#e52727',
    focus: [200, 170],
    draw: (s) =>
      rect(288, 66, 18, 40, 4, STEEL) +
      path(
        'M80 150 Q80 100 130 100 L270 100 Q320 100 320 150 L320 250 Q320 290 285 292 Q200 230 115 292 Q80 290 80 250 Z',
        s.main,
      ) +
      path('M100 150 Q100 120 130 120 L270 120 Q300 120 300 150', 'none', {
        stroke: s.light,
        'stroke-width': 6,
      }) +
      rect(136, 152, 128, 40, 14, '#ffffff') +
      line(156, 172, 244, 172, { stroke: s.main, 'stroke-width': 8 }) +
      hexagon(118, 236, 14, STEEL) +
      hexagon(282, 236, 14, STEEL) +
      hexagon(297, 64, 12, STEEL),
  },
  'brake-hoses': {
    color: '#2f6fd6',
    focus: [200, 205],
    draw: (s) =>
      path('M90 300 C90 180 310 240 310 110', 'none', { 'stroke-width': 36 }) +
      path('M90 300 C90 180 310 240 310 110', 'none', { stroke: s.main, 'stroke-width': 27 }) +
      path('M90 300 C90 180 310 240 310 110', 'none', {
        stroke: s.light,
        'stroke-width': 27,
        'stroke-dasharray': '4 9',
      }) +
      rect(76, 312, 28, 30, 4, STEEL) +
      hexagon(90, 306, 24, STEEL) +
      hexagon(310, 112, 24, STEEL) +
      circle(310, 70, 24, STEEL) +
      circle(310, 70, 9, '#ffffff'),
  },
};

export const SUSPENSION_ART: Record<string, PartArt> = {
  'shock-absorbers': {
    color: '#f2b705',
    focus: [200, 120],
    draw: (s) =>
      circle(200, 62, 26, STEEL) +
      circle(200, 62, 11, '#ffffff') +
      rect(189, 84, 22, 70, 4, '#eef1f3') +
      rect(156, 140, 88, 26, 10, s.dark) +
      rect(164, 160, 72, 146, 14, s.main) +
      rect(176, 196, 48, 66, 6, s.shine) +
      circle(200, 322, 22, STEEL) +
      circle(200, 322, 9, '#ffffff') +
      gloss('M174 176 L174 292'),
  },
  'coil-springs': {
    color: '#d63b3b',
    focus: [200, 200],
    draw: (s) =>
      steps(7, 86, 314)
        .map(
          (y) =>
            path(`M112 ${y} Q200 ${y - 34} 288 ${y} Q200 ${y + 34} 112 ${y}`, 'none', {
              'stroke-width': 24,
            }) +
            path(`M112 ${y} Q200 ${y - 34} 288 ${y} Q200 ${y + 34} 112 ${y}`, 'none', {
              stroke: s.main,
              'stroke-width': 15,
            }) +
            path(`M130 ${y + 8} Q200 ${y + 22} 270 ${y + 8}`, 'none', {
              stroke: s.light,
              'stroke-width': 4,
            }),
        )
        .join(''),
  },
  'control-arms': {
    color: '#4a4f55',
    focus: [322, 200],
    draw: (s) =>
      path(
        'M70 110 Q60 88 92 90 L318 184 Q346 200 318 216 L96 310 Q64 318 70 288 Z M124 154 L256 200 L124 250 Z',
        s.main,
        { 'fill-rule': 'evenodd' },
      ) +
      path('M100 112 L300 194', 'none', { stroke: s.light, 'stroke-width': 5 }) +
      circle(86, 104, 30, RUBBER) +
      circle(86, 104, 12, STEEL) +
      circle(86, 296, 30, RUBBER) +
      circle(86, 296, 12, STEEL) +
      rect(316, 150, 14, 34, 4, STEEL) +
      circle(323, 200, 26, STEEL) +
      circle(323, 200, 14, RUBBER),
  },
  'tie-rod-ends': {
    color: '#7d8691',
    focus: [280, 170],
    draw: (s) =>
      rect(56, 186, 196, 30, 8, s.main) +
      steps(9, 70, 150)
        .map((x) => line(x, 188, x + 6, 214, { stroke: s.dark, 'stroke-width': 3 }))
        .join('') +
      hexagon(178, 201, 24, STEEL) +
      rect(268, 104, 24, 80, 6, STEEL) +
      steps(5, 114, 150)
        .map((y) => line(270, y, 290, y + 4, { 'stroke-width': 2 }))
        .join('') +
      hexagon(280, 104, 18, STEEL) +
      circle(280, 204, 50, s.main) +
      circle(280, 190, 30, RUBBER) +
      gloss('M246 226 Q262 246 292 248'),
  },
};
