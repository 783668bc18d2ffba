import type {
  CustomFields,
  PartNumberRef,
  Product,
  ProductAttribute,
  ProductBadge,
  ProductCompatibility,
  ProductOption,
  ProductType,
  StockStatus,
} from '@autoparts/shared';
import { BRANDS } from './brands';
import type { CategoryTree } from './categories';
import { sampleCompatibility } from './fitment';
import { crossReferencesOf } from './cross-references';
import { COLOR_PALETTE, paletteColor, type ColorSlug } from './palette';
import { PART_TYPES, DEPARTMENTS, type PartTypeDef, type SpecDef } from './part-types';
import {
  chance,
  createRandom,
  hashSeed,
  intBetween,
  pick,
  pickSome,
  slugify,
  type Random,
} from './random';
import { averageRating, sampleRatings } from './reviews';
import { BRAND_SENTENCES, FITMENT_SENTENCES, LINE_SENTENCES, fill } from './texts';

export interface GeneratedProduct {
  product: Product;
  typeIndex: number;
  brandIndex: number;
  colors: readonly ColorSlug[];
}

/**
 * What is particular to one product: the row the shop schema stores. Its brand, part type,
 * attributes, options and category come from the taxonomy in code (brands, part types), by slug.
 */
export interface ProductRecord {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  name: string;
  excerpt: string;
  description: string;
  brand: string;
  partType: string;
  /** The product line (a tag too). */
  line: string;
  colors: ColorSlug[];
  /** One value per spec of the part type, in the part type's order. */
  specValues: string[];
  price: number;
  compareAtPrice: number | null;
  stock: StockStatus;
  badges: ProductBadge[];
  rating: number;
  /** The number of generated sample reviews (visitors' reviews are counted in on top). */
  reviews: number;
  compatibility: ProductCompatibility;
  images: string[];
  oem: PartNumberRef[];
  interchange: PartNumberRef[];
}

const NO_CUSTOM_FIELDS: CustomFields = Object.freeze({});

const departmentOf = new Map(DEPARTMENTS.flatMap((d) => d.parts.map((p) => [p, d.slug] as const)));

function toProductType(def: PartTypeDef): ProductType {
  return {
    slug: def.slug,
    name: def.name,
    attributeGroups: [
      { name: 'General', slug: 'general', attributes: ['color'] },
      { name: 'Specifications', slug: 'specifications', attributes: def.specs.map((s) => s.slug) },
    ],
  };
}

/** Two decimals, ending in .99 like shelf prices. */
function shelfPrice(value: number): number {
  return Math.max(0.99, Math.floor(value) + 0.99);
}

function samplePrice(random: Random, [min, max]: readonly [number, number]) {
  // Skewed to the cheap end, as real assortments are.
  const price = shelfPrice(min + (max - min) * random() ** 1.7);
  const compareAtPrice = chance(random, 0.22) ? shelfPrice(price * (1.1 + random() * 0.35)) : null;
  return {
    price,
    compareAtPrice: compareAtPrice && compareAtPrice > price ? compareAtPrice : null,
  };
}

function sampleStock(random: Random): StockStatus {
  const roll = random();
  return roll < 0.75 ? 'in-stock' : roll < 0.88 ? 'on-backorder' : 'out-of-stock';
}

function sampleReviewCount(random: Random): number {
  if (chance(random, 0.08)) return 0;
  return chance(random, 0.8) ? intBetween(random, 1, 12) : intBetween(random, 13, 60);
}

/**
 * Makes product `id`'s record from its own seeded stream, so a product is the same in a 2,000 or
 * a 100,000 product catalog. The slug is the name's; createCatalog makes repeated ones unique.
 */
export function generateProductRecord(id: number): ProductRecord {
  const random = createRandom(hashSeed('product', id));
  const def = PART_TYPES[Math.floor(random() * PART_TYPES.length)] as PartTypeDef;
  const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
  const line = pick(random, def.lines);
  const number = intBetween(random, 1000, 9899);
  const colors: ColorSlug[] = def.colorOption
    ? pickSome(random, def.colors, intBetween(random, 2, Math.min(4, def.colors.length)))
    : [pick(random, def.colors)];

  const specValues = def.specs.map((spec) => pick(random, spec.values));
  const nameParts = (where: 'before' | 'after') =>
    def.specs.flatMap((spec, i) => (spec.inName === where ? [specValues[i]!] : []));
  const name = [
    brand.name,
    line,
    ...nameParts('before'),
    def.noun,
    ...nameParts('after'),
    `${def.code}${number}`,
  ].join(' ');

  const { price, compareAtPrice } = samplePrice(random, def.price);
  const badges: ProductBadge[] = [];
  if (compareAtPrice) badges.push('sale');
  if (chance(random, 0.1)) badges.push('new');
  if (chance(random, 0.07)) badges.push('hot');
  const stock = sampleStock(random);
  const reviews = sampleReviewCount(random);
  const compatibility = sampleCompatibility(random, departmentOf.get(def) ?? '');
  const fitment = Array.isArray(compatibility) ? 'list' : compatibility;
  const words = { brand: brand.name, line };
  const specSummary = def.specs.map((s, i) => `${s.name}: ${specValues[i]}`).join('; ');

  return {
    id,
    slug: slugify(name),
    sku: `${def.code}-${String(id).padStart(6, '0')}`,
    partNumber: `${brand.slug.slice(0, 3).toUpperCase()}-${def.code}${number}`,
    name,
    excerpt: `${def.about} ${specSummary}.`,
    description: [
      def.about,
      fill(pick(random, LINE_SENTENCES), words),
      `Specifications: ${specSummary}.`,
      fill(pick(random, BRAND_SENTENCES), words),
      FITMENT_SENTENCES[fitment],
    ].join(' '),
    brand: brand.slug,
    partType: def.slug,
    line,
    colors,
    specValues,
    price,
    compareAtPrice,
    stock,
    badges,
    rating: averageRating(sampleRatings(id, reviews)),
    reviews,
    compatibility,
    images: [1, 2, 3, 4]
      .filter((view) => view !== 3 || chance(random, 0.65))
      .map((view) => `${def.slug}-${view}.svg`),
    ...crossReferencesOf({ id, partType: def.slug, brand: brand.slug, compatibility }),
  };
}

const partTypeIndex = new Map(PART_TYPES.map((def, i) => [def.slug, i]));
const brandIndex = new Map(BRANDS.map((brand, i) => [brand.slug, i]));

function indexOf(index: Map<string, number>, slug: string, what: string): number {
  const found = index.get(slug);
  if (found === undefined) throw new Error(`A product names an unknown ${what}: ${slug}`);
  return found;
}

/**
 * Turns records into the API's products over the taxonomy in code. Attributes, options and part
 * types repeat across thousands of products: one object each is shared, which keeps a 100,000
 * product catalog in a few hundred MB.
 */
export function createProductAssembler(tree: CategoryTree) {
  const types = PART_TYPES.map(toProductType);
  const attributes = new Map<string, ProductAttribute>();
  const options = new Map<string, ProductOption>();

  function attribute(spec: SpecDef, valueNames: readonly string[], featured: boolean) {
    const key = `${spec.slug}|${spec.name}|${featured}|${valueNames.join('|')}`;
    let found = attributes.get(key);
    if (!found) {
      const values = valueNames.map((name) => ({ slug: slugify(name), name }));
      found = { name: spec.name, slug: spec.slug, featured, values };
      attributes.set(key, found);
    }
    return found;
  }

  function option(key: string, make: () => ProductOption): ProductOption {
    let found = options.get(key);
    if (!found) options.set(key, (found = make()));
    return found;
  }

  function colorOption(colors: readonly ColorSlug[]): ProductOption {
    return option(`color|${colors.join('|')}`, () => ({
      type: 'color',
      slug: 'color',
      name: 'Color',
      values: colors.map((slug) => {
        const { name, color } = paletteColor(slug) ?? COLOR_PALETTE[0];
        return { slug, name, color };
      }),
    }));
  }

  return function assembleProduct(record: ProductRecord): GeneratedProduct {
    const typeIndex = indexOf(partTypeIndex, record.partType, 'part type');
    const def = PART_TYPES[typeIndex] as PartTypeDef;
    const brandAt = indexOf(brandIndex, record.brand, 'brand');
    const { colors, specValues } = record;
    const colorSpec: SpecDef = { slug: 'color', name: 'Color', values: colors };
    const productAttributes = [
      attribute(
        colorSpec,
        colors.map((c) => paletteColor(c)?.name ?? c),
        true,
      ),
      ...def.specs.map((spec, i) => attribute(spec, [specValues[i]!], spec.featured ?? false)),
    ];
    const productOptions = [
      ...(def.colorOption ? [colorOption(colors)] : []),
      ...(def.options ?? []).map((o) =>
        option(`${o.slug}|${o.values.join('|')}`, () => ({
          type: 'default',
          slug: o.slug,
          name: o.name,
          values: o.values.map((v) => ({ slug: slugify(v), name: v })),
        })),
      ),
    ];
    const product: Product = {
      id: record.id,
      name: record.name,
      excerpt: record.excerpt,
      description: record.description,
      slug: record.slug,
      sku: record.sku,
      partNumber: record.partNumber,
      stock: record.stock,
      price: record.price,
      compareAtPrice: record.compareAtPrice,
      images: record.images,
      badges: record.badges,
      rating: record.rating,
      reviews: record.reviews,
      availability: record.stock,
      compatibility: record.compatibility,
      oem: record.oem,
      interchange: record.interchange,
      brand: BRANDS[brandAt]!,
      type: types[typeIndex]!,
      attributes: productAttributes,
      options: productOptions,
      tags: [...def.tags, record.line.toLowerCase()],
      categories: [tree.leafOfPartType[typeIndex]!.ref],
      customFields: NO_CUSTOM_FIELDS,
    };
    return { product, typeIndex, brandIndex: brandAt, colors };
  };
}
