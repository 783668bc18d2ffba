import type { Product } from '@autoparts/shared';
import { createCatalog } from '../../data/catalog';
import { ProductSearch } from '../product-search';

// The relevance suite: queries of the six kinds shoppers and mechanics type, over the app's own
// catalog, each with what a right answer is. precision@3 is, per query, the share of the first
// three results that are right (of at most as many as there are right answers), averaged.
const catalog = createCatalog();
const search = ProductSearch.of(catalog);
const products = catalog.products;

type Kind =
  | 'exact part number'
  | 'formatted number'
  | 'OEM or interchange number'
  | 'typo'
  | 'synonym'
  | 'brand and part type';

interface Case {
  kind: Kind;
  query: string;
  /** What a right result is, and a name for it in the report. */
  right: (product: Product) => boolean;
  wants: string;
}

const leafOf = (product: Product) => product.categories[0]!.slug;
const inCategory = (slug: string) => (product: Product) => leafOf(product) === slug;
const isProduct = (target: Product) => (product: Product) => product.id === target.id;
const carries = (number: string) => (product: Product) =>
  [...product.oem, ...product.interchange].some((entry) => entry.number === number);

/** Every 240th product: spread over the catalog, the same on every run. */
const sample = products.filter((_, i) => i % 240 === 7);

const numberCases: Case[] = [
  ...sample.map((p) => ({
    kind: 'exact part number' as const,
    query: p.partNumber,
    right: isProduct(p),
    wants: p.name,
  })),
  ...sample.map((p, i) => {
    const number = i % 2 ? p.sku : p.partNumber;
    const formats = [
      number.toLowerCase().replace(/-/g, ''),
      number.replace(/-/g, ' ').toLowerCase(),
      number.replace(/-/g, '.'),
      ` ${number.toLowerCase().replace(/-/g, ' / ')} `,
    ];
    return {
      kind: 'formatted number' as const,
      query: formats[i % formats.length]!,
      right: isProduct(p),
      wants: p.name,
    };
  }),
  ...products
    .filter((p) => p.oem.length && p.interchange.length)
    .filter((_, i) => i % 150 === 3)
    .slice(0, 10)
    .map((p, i) => {
      const { number } = i % 2 ? p.interchange[0]! : p.oem[0]!;
      return {
        kind: 'OEM or interchange number' as const,
        query: i % 3 === 2 ? number.toLowerCase().replace(/[^a-z0-9]/g, '') : number,
        right: carries(number),
        wants: `a product carrying ${number}`,
      };
    }),
];

const wordCases = (kind: Kind, pairs: [string, string][]): Case[] =>
  pairs.map(([query, slug]) => ({ kind, query, right: inCategory(slug), wants: slug }));

const typoCases = wordCases('typo', [
  ['brkae hose', 'brake-hoses'],
  ['alternater', 'alternators'],
  ['radiater', 'radiators'],
  ['headlihgt', 'headlights'],
  ['sprak plug', 'spark-plugs'],
  ['oil filtr', 'oil-filters'],
  ['wiper blaed', 'wiper-blades'],
  ['catalitic converter', 'catalytic-converters'],
  ['shock absorbr', 'shock-absorbers'],
  ['timming belt', 'timing-belts'],
  ['flor jack', 'floor-jacks'],
  ['mufler', 'mufflers'],
  ['brakehose', 'brake-hoses'],
  ['alter nator', 'alternators'],
]);

const synonymCases = wordCases('synonym', [
  ['disc', 'brake-rotors'],
  ['brake disk', 'brake-rotors'],
  ['silencer', 'mufflers'],
  ['tyre', 'tires'],
  ['sparkplug', 'spark-plugs'],
  ['headlamp', 'headlights'],
  ['cambelt', 'timing-belts'],
  ['damper', 'shock-absorbers'],
  ['engine oil', 'motor-oil'],
  ['antifreeze', 'coolant'],
  ['brakepad', 'brake-pads'],
  ['generator', 'alternators'],
]);

/** For each of 10 brands, the part type of its first product: a pair the catalog has. */
const brandCases: Case[] = catalog.brands.slice(0, 10).map((brand) => {
  const first = products.find((p) => p.brand.slug === brand.slug)!;
  const partType = first.categories[0]!;
  return {
    kind: 'brand and part type' as const,
    query: `${brand.name} ${partType.name}`.toLowerCase(),
    right: (p: Product) => p.brand.slug === brand.slug && leafOf(p) === partType.slug,
    wants: `${brand.name} ${partType.name}`,
  };
});

const CASES = [...numberCases, ...typoCases, ...synonymCases, ...brandCases];

function precisionAt3({ query, right }: Case) {
  const top = [...search.search(query).positions.slice(0, 3)].map((i) => products[i]!);
  const possible = Math.min(3, products.filter(right).length);
  return { top, precision: top.filter(right).length / possible };
}

describe('search relevance: precision@3 over the six kinds of query', () => {
  const results = CASES.map((c) => ({ ...c, ...precisionAt3(c) }));

  it('has at least 60 queries, ten or more of each kind', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const kinds = new Map<Kind, number>();
    for (const { kind } of CASES) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    expect(kinds.size).toBe(6);
    for (const count of kinds.values()) expect(count).toBeGreaterThanOrEqual(10);
  });

  it('reaches a precision@3 of 0.95 or more', () => {
    const mean = (list: typeof results) =>
      list.reduce((sum, r) => sum + r.precision, 0) / list.length;
    const byKind = [...new Set(CASES.map((c) => c.kind))].map(
      (kind) => `  ${kind}: ${mean(results.filter((r) => r.kind === kind)).toFixed(3)}`,
    );
    const failures = results
      .filter((r) => r.precision < 1)
      .map(
        (r) =>
          `  "${r.query}" (${r.kind}) wants ${r.wants}, got: ${r.top.map((p) => p.name).join(' | ') || 'nothing'}`,
      );
    const overall = mean(results);
    console.log(
      [
        `precision@3 over ${results.length} queries: ${overall.toFixed(3)}`,
        ...byKind,
        failures.length ? 'below 1:' : 'every query is right in its first three results',
        ...failures,
      ].join('\n'),
    );
    expect(overall).toBeGreaterThanOrEqual(0.95);
  });
});
