// Sample prose for descriptions and reviews. Catalog content is sample data in English, as a
// real backend's would be; the storefront's own interface text goes through i18next.

export const LINE_SENTENCES = [
  'The {line} line is built for drivers who want OE-level fit with a little more in reserve.',
  'Every {line} part is inspected, measured and packed with the hardware needed to fit it.',
  '{brand} {line} parts are developed on the test bench and on the road, in heat and in cold.',
  'The {line} range matches or exceeds the original part in every measured dimension.',
];

export const BRAND_SENTENCES = [
  '{brand} has supplied workshops and retailers for decades and backs this part with a 2-year warranty.',
  'Made by {brand} to ISO 9001 processes, with batch traceability printed on every box.',
  '{brand} engineers check fit on real vehicles before a part number is released.',
];

export const FITMENT_SENTENCES = {
  all: 'Universal: suitable for all vehicles.',
  unknown: 'Fitment data is not available yet: check the part number against your old part.',
  list: 'Check the fitment list for your vehicle before ordering.',
} as const;

export const REVIEW_AUTHORS = [
  'Ryan Ford',
  'Adam Barker',
  'Jessica Moore',
  'Helena Garcia',
  'Olivia Sanders',
  'Daniel Kim',
  'Marco Rossi',
  'Sofia Lindqvist',
  'Tom Walker',
  'Priya Nair',
  'Lukas Becker',
  'Anna Novak',
  'Carlos Mendes',
  'Yuki Tanaka',
  'Emily Clarke',
  'Mohammed Aziz',
  'Grace Liu',
  'Pavel Dvořák',
  'Chloé Martin',
  'Ivan Petrov',
];

/** Review texts by star rating (index 0 = 1 star). */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'Did not fit my car even though the listing said it would. Sent it back.',
    'Stopped working after two weeks. Very disappointed.',
    'Poor finish and the box arrived crushed. Would not buy again.',
  ],
  [
    'It works, but the quality is below the original part.',
    'Fitting took far longer than it should; the holes needed filing.',
    'Noisy from day one. I expected more for the price.',
  ],
  [
    'Does the job. Nothing special, nothing wrong.',
    'Average quality, fair price. Instructions could be clearer.',
    'Fits fine, but delivery took longer than promised.',
  ],
  [
    'Good part for the money. Fitted in under an hour.',
    'Solid build and a proper fit. Would buy again.',
    'Works as described. Packaging was excellent.',
    'Noticeably better than the part it replaced.',
  ],
  [
    'Perfect fit and top quality. Exactly what I needed.',
    'Excellent! Installed it this weekend and the car feels new.',
    'Great value, fast delivery, and it fits like the original.',
    'Best purchase for my car this year. Highly recommended.',
  ],
];

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
