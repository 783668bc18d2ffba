export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';
export type ProductBadge = 'sale' | 'new' | 'hot';
export type CustomFields = Record<string, unknown>;

export interface Brand {
  slug: string;
  name: string;
  country: string;
  image: string;
}

export interface ProductAttributeValue {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  name: string;
  slug: string;
  featured: boolean;
  values: ProductAttributeValue[];
}

export interface ProductAttributeGroup {
  name: string;
  slug: string;
  attributes: string[];
}

export interface ProductType {
  slug: string;
  name: string;
  attributeGroups: ProductAttributeGroup[];
}

export interface ProductOptionValue {
  slug: string;
  name: string;
  /** Only for options of type `color`. */
  color?: string;
}

export interface ProductOption {
  type: 'default' | 'color';
  slug: string;
  name: string;
  values: ProductOptionValue[];
}

/** `all`, `unknown`, or the ids of the vehicles the part fits. */
export type ProductCompatibility = 'all' | 'unknown' | number[];

/** A part number of another maker: an OEM number the part replaces, or an equivalent's. */
export interface PartNumberRef {
  /** The vehicle make (OEM numbers) or the aftermarket brand (interchange numbers). */
  brand: string;
  number: string;
}

export interface Category {
  id: number;
  type: 'shop' | 'blog';
  name: string;
  slug: string;
  image: string | null;
  items: number;
  parent: Category | null;
  children: Category[];
  layout: 'products' | 'categories';
  customFields: CustomFields;
}

export interface Product {
  id: number;
  name: string;
  excerpt: string;
  description: string;
  slug: string;
  sku: string;
  partNumber: string;
  stock: StockStatus;
  price: number;
  compareAtPrice: number | null;
  images: string[];
  badges: ProductBadge[];
  rating: number;
  reviews: number;
  availability: string;
  compatibility: ProductCompatibility;
  /** The car makers' own numbers this part replaces. */
  oem: PartNumberRef[];
  /** Other aftermarket brands' numbers for equivalent parts. */
  interchange: PartNumberRef[];
  brand: Brand;
  type: ProductType;
  attributes: ProductAttribute[];
  options: ProductOption[];
  tags: string[];
  categories: Category[];
  customFields: CustomFields;
}

export interface Review {
  id: number;
  date: string;
  author: string;
  avatar: string;
  rating: number;
  content: string;
}
