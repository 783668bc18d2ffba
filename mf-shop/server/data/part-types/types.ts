import type { ColorSlug } from '../palette';

/** One attribute of a part type; every product of the type gets one (or, if `multi`, some) of the values. */
export interface SpecDef {
  slug: string;
  name: string;
  values: readonly string[];
  featured?: boolean;
  /** Where the chosen value appears in the product name, relative to the type's noun. */
  inName?: 'before' | 'after';
}

export interface OptionDef {
  slug: string;
  name: string;
  values: readonly string[];
}

/**
 * A real kind of part: it is a leaf category, a product type and an illustration set at once
 * (images are `<slug>-1.svg` ... `<slug>-4.svg`).
 */
export interface PartTypeDef {
  slug: string;
  name: string;
  /** How one item reads in a product name: 'Brake Pad Set'. */
  noun: string;
  /** Part number prefix. */
  code: string;
  price: readonly [min: number, max: number];
  /** Product lines, the word after the brand: 'Ceramic', 'Performance'. */
  lines: readonly string[];
  colors: readonly ColorSlug[];
  /** Sold in several colours: the product gets a colour option over 2-4 of `colors`. */
  colorOption?: boolean;
  specs: readonly SpecDef[];
  options?: readonly OptionDef[];
  /** The description's first sentence. */
  about: string;
  tags: readonly string[];
}

export interface DepartmentDef {
  slug: string;
  name: string;
  parts: readonly PartTypeDef[];
}
