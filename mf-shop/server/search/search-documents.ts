import type { MatchedPartNumber, Product } from '@autoparts/shared';
import { normalizePartNumber } from './part-numbers';
import { searchTerms } from './search-text';

/** Where a product's number comes from, as the suggestions name it ("OEM 04465-33450"). */
export type NumberKind = MatchedPartNumber['kind'];

export interface ProductNumber {
  kind: NumberKind;
  /** The maker or brand whose number it is; null for the shop's own SKU and part number. */
  brand: string | null;
  /** As the maker writes it. */
  number: string;
  /** The forms it is found by: the whole number folded, and its tails after each separator. */
  forms: string[];
}

/** A tail of a number shorter than this is too common to find a part by ("1945" of many). */
const NUMBER_TAIL_MIN = 5;

/** HAM-BH1945 is found as hambh1945 and as bh1945 (its number without the brand's prefix). */
export function numberForms(number: string): string[] {
  const whole = normalizePartNumber(number);
  const forms = [whole];
  for (const separator of number.matchAll(/[^\p{L}\p{N}]+/gu)) {
    const tail = normalizePartNumber(number.slice(separator.index + separator[0].length));
    if (tail.length >= NUMBER_TAIL_MIN && /\p{N}/u.test(tail) && !forms.includes(tail))
      forms.push(tail);
  }
  return forms.filter(Boolean);
}

/** Every number a product is known by: the shop's SKU and part number, OEM and interchange. */
export function productNumbers(product: Product): ProductNumber[] {
  const numbers: Omit<ProductNumber, 'forms'>[] = [
    { kind: 'partNumber', brand: null, number: product.partNumber },
    { kind: 'sku', brand: null, number: product.sku },
    ...product.oem.map(({ brand, number }) => ({ kind: 'oem' as const, brand, number })),
    ...product.interchange.map(({ brand, number }) => ({
      kind: 'interchange' as const,
      brand,
      number,
    })),
  ];
  return numbers.map((entry) => ({ ...entry, forms: numberForms(entry.number) }));
}

/**
 * The fields a product's words are found in, with their weights in the order: the name,
 * then brand, category, the attributes and the OEM makers (a Toyota part for "toyota brake pad"),
 * the description last. `joined` holds the name's neighbouring words glued ("brakehose"), found
 * as the name's own words are.
 */
export const WORD_FIELD_WEIGHTS = {
  name: 6,
  joined: 5,
  brand: 4,
  category: 3,
  attributes: 1.5,
  makers: 1.5,
  description: 0.5,
};
export type WordField = keyof typeof WORD_FIELD_WEIGHTS;

/** A glued pair with a digit longer than this holds a product code ("hosebh1945"): left out. */
const GLUED_CODE_MAX = 6;

/** The name's neighbouring words glued: "brakehose", and short codes as typed ("5w30"). */
function gluedNeighbours(terms: readonly string[]): string[] {
  const glued: string[] = [];
  for (let k = 1; k < terms.length; k++) {
    const pair = terms[k - 1]! + terms[k]!;
    if (pair.length <= GLUED_CODE_MAX || !/\p{N}/u.test(pair)) glued.push(pair);
  }
  return glued;
}

const categoryNames = (product: Product): string[] =>
  product.categories.flatMap((category) => {
    const names = [category.name];
    for (let parent = category.parent; parent; parent = parent.parent) names.push(parent.name);
    return names;
  });

/**
 * Each product's terms by field, for TermIndex. Descriptions, categories and attribute values
 * repeat across a catalog, so each distinct text is made terms once.
 */
export function productTerms(products: readonly Product[]) {
  const made = new Map<string, string[]>();
  const terms = (text: string) => {
    let known = made.get(text);
    if (!known) made.set(text, (known = searchTerms(text)));
    return known;
  };
  return (d: number): Record<WordField, readonly string[]> => {
    const product = products[d]!;
    const name = searchTerms(product.name);
    return {
      name,
      joined: gluedNeighbours(name),
      brand: terms(product.brand.name),
      category: categoryNames(product).flatMap(terms),
      attributes: product.attributes.flatMap((attribute) =>
        attribute.values.flatMap((value) => terms(value.name)),
      ),
      makers: [...new Set(product.oem.map((entry) => entry.brand))].flatMap(terms),
      description: terms(product.description),
    };
  };
}
