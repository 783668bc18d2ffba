/**
 * The drawings of the blog's post images: each motif is centred on (0, 0) and fits a 320 px
 * square, drawn with the same line weight and two colours so every image looks of one set.
 */
const LINE = '#ffffff';
const ACCENT = '#ffd333';
const outline = (width = 12) =>
  `fill="none" stroke="${LINE}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const STROKE = outline();

const around = (count: number, draw: (angle: number, index: number) => string) =>
  Array.from({ length: count }, (_, index) => draw((360 / count) * index, index)).join('');

const polar = (radius: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  return [
    (radius * Math.cos(radians)).toFixed(1),
    (radius * Math.sin(radians)).toFixed(1),
  ] as const;
};
const point = (radius: number, degrees: number) => polar(radius, degrees).join(' ');

function gearPath(teeth: number, outer: number, inner: number): string {
  const step = 360 / teeth;
  const corners = Array.from({ length: teeth }, (_, i) => {
    const a = i * step;
    return [
      point(inner, a),
      point(outer, a + step * 0.15),
      point(outer, a + step * 0.45),
      point(inner, a + step * 0.6),
    ];
  }).flat();
  return `M${corners.join(' L')} Z`;
}

export const MOTIFS = {
  snowflake: () =>
    `<g ${STROKE}>${around(
      6,
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 0V-140M0 -70l-32 -30M0 -70l32 -30M0 -110l-22 -22M0 -110l22 -22"/></g>`,
    )}</g><circle r="18" fill="${ACCENT}"/>`,
  battery: () =>
    `<rect x="-140" y="-80" width="280" height="180" rx="16" ${STROKE}/>` +
    `<rect x="-100" y="-110" width="50" height="30" rx="6" fill="${LINE}"/><rect x="50" y="-110" width="50" height="30" rx="6" fill="${LINE}"/>` +
    `<path d="M-95 10h50M-70 -15v50" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M45 10h50" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/>`,
  gauge: () =>
    `<path d="M-140 60A140 140 0 1 1 140 60" ${STROKE}/>` +
    around(
      9,
      (a) =>
        `<g transform="rotate(${150 + a * 0.6})"><path d="M110 0H128" stroke="${LINE}" stroke-width="8"/></g>`,
    ) +
    `<path d="M0 0L80 -80" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/><circle r="22" fill="${LINE}"/>` +
    `<rect x="-50" y="80" width="100" height="36" rx="8" ${STROKE}/>`,
  tools: () =>
    `<g transform="rotate(-45)"><path d="M-14 -60V130a14 14 0 0 0 28 0V-60" ${STROKE}/>` +
    `<path d="M-44 -120a52 52 0 1 0 88 0l-22 30h-44z" ${STROKE}/></g>` +
    `<g transform="rotate(45)"><rect x="-22" y="30" width="44" height="110" rx="12" fill="${ACCENT}"/>` +
    `<path d="M0 30V-130" stroke="${LINE}" stroke-width="14" stroke-linecap="round"/></g>`,
  tire: () =>
    `<circle r="140" ${STROKE}/><circle r="84" ${STROKE}/><circle r="26" fill="${ACCENT}"/>` +
    around(
      5,
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 -30V-80" stroke="${LINE}" stroke-width="12"/></g>`,
    ) +
    around(
      24,
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 -112V-128" stroke="${LINE}" stroke-width="8"/></g>`,
    ),
  wiper: () =>
    `<path d="M-150 110L-110 -100H110L150 110Z" ${STROKE}/>` +
    `<path d="M-110 100A130 130 0 0 1 110 100" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-dasharray="4 16" stroke-linecap="round"/>` +
    `<path d="M0 100L-80 -30" stroke="${LINE}" stroke-width="12" stroke-linecap="round"/><path d="M-120 10L-40 -70" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/>`,
  tag: () =>
    `<path d="M-130 -40L-40 -130H120V30L30 120Z" transform="rotate(10)" ${STROKE}/>` +
    `<circle cx="70" cy="-70" r="16" fill="${ACCENT}"/>` +
    `<text x="-22" y="38" font-family="Roboto, Arial, sans-serif" font-size="110" font-weight="700" fill="${ACCENT}" text-anchor="middle">%</text>`,
  shield: () =>
    `<path d="M0 -140L120 -95V0C120 70 65 120 0 145C-65 120 -120 70 -120 0V-95Z" ${STROKE}/>` +
    `<path d="M-50 5L-12 45L60 -40" fill="none" stroke="${ACCENT}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  brake: () =>
    `<circle r="140" ${STROKE}/><circle r="48" ${STROKE}/>` +
    around(10, (a) => {
      const [x, y] = polar(95, a);
      return `<circle cx="${x}" cy="${y}" r="9" fill="${LINE}"/>`;
    }) +
    `<path d="M60 -150A160 160 0 0 1 150 -50" fill="none" stroke="${ACCENT}" stroke-width="44" stroke-linecap="round"/>`,
  drop: () =>
    `<path d="M0 -145C40 -80 105 -20 105 45A105 105 0 0 1 -105 45C-105 -20 -40 -80 0 -145Z" ${STROKE}/>` +
    `<path d="M-55 45A55 55 0 0 0 0 100" fill="none" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/>`,
  car: () =>
    `<path d="M-160 60V10L-120 -10L-70 -70H60L120 -10L165 5V60" ${STROKE}/>` +
    `<path d="M-160 60H-125M-45 60H45M125 60H165" ${STROKE}/>` +
    `<circle cx="-85" cy="60" r="36" fill="${ACCENT}"/><circle cx="85" cy="60" r="36" fill="${ACCENT}"/>` +
    `<path d="M-95 -12L-60 -52H0V-12ZM25 -12V-52H55L90 -12Z" fill="${LINE}" opacity="0.35"/>`,
  oil: () =>
    `<path d="M-150 10H-60L-30 -40H60L150 -80V-50L80 40V100H-150Z" ${STROKE}/>` +
    `<path d="M-110 -40V-75H-50" ${STROKE}/>` +
    `<path d="M150 -20C160 0 170 15 170 28A20 20 0 0 1 130 28C130 15 140 0 150 -20Z" fill="${ACCENT}"/>`,
  coil: () =>
    `<path d="M-70 -140H70M-70 140H70" stroke="${ACCENT}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M-60 -115L60 -85L-60 -45L60 -5L-60 35L60 75L-60 115" ${STROKE}/>`,
  sun: () =>
    `<circle r="70" fill="${ACCENT}"/>` +
    around(
      12,
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 -100V-140" stroke="${LINE}" stroke-width="12" stroke-linecap="round"/></g>`,
    ),
  sparkle: () =>
    `<path d="M-30 -130Q-20 -40 70 -30Q-20 -20 -30 70Q-40 -20 -130 -30Q-40 -40 -30 -130Z" ${STROKE}/>` +
    `<path d="M95 40Q100 85 140 90Q100 95 95 140Q90 95 50 90Q90 85 95 40Z" fill="${ACCENT}"/>`,
  filter: () =>
    `<rect x="-150" y="-100" width="300" height="200" rx="14" ${STROKE}/>` +
    `<path d="M-120 -70${Array.from({ length: 8 }, (_, i) => `L${-105 + i * 30} ${i % 2 ? -70 : 70}`).join('')}L120 70" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-linejoin="round"/>`,
  box: () =>
    `<path d="M-20 -120L110 -60V80L-20 140L-150 80V-60Z" ${STROKE}/><path d="M-150 -60L-20 0L110 -60M-20 0V140" ${STROKE}/>` +
    `<path d="M-85 -90L45 -30V20" fill="none" stroke="${ACCENT}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M140 -20H185M150 20H190M140 60H175" stroke="${LINE}" stroke-width="10" stroke-linecap="round"/>`,
  spark: () =>
    `<rect x="-18" y="-150" width="36" height="40" rx="6" fill="${LINE}"/>` +
    `<path d="M-30 -110H30L24 -10H-24Z" fill="${LINE}"/>` +
    `<path d="M-36 -10H36V30H-36Z" fill="${ACCENT}"/>` +
    `<path d="M-24 30V95M24 30V95M-24 45H24M-24 62H24M-24 79H24" ${outline(8)}/>` +
    `<path d="M0 95V120H28" ${STROKE}/><path d="M55 110L75 95L70 120L95 105" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-linejoin="round"/>`,
  headlight: () =>
    `<path d="M-40 -110C-140 -110 -140 110 -40 110Z" ${STROKE}/><circle cx="-70" r="26" fill="${ACCENT}"/>` +
    [-80, -30, 20, 70]
      .map(
        (y) =>
          `<path d="M10 ${y}L150 ${y + 25}" stroke="${LINE}" stroke-width="12" stroke-linecap="round"/>`,
      )
      .join(''),
  gear: () =>
    `<path d="${gearPath(12, 140, 112)}" ${STROKE}/><circle r="48" fill="${ACCENT}"/>` +
    `<circle cx="150" cy="-120" r="40" ${outline(10)}/>`,
} as const satisfies Record<string, () => string>;

export type PostMotif = keyof typeof MOTIFS;
