import type { Brand, Category, Product } from '../types';

// Test data of the catalog for every package's tests: one shape to update when the types change.

export const BOSCH: Brand = { slug: 'bosch', name: 'Bosch', country: 'DE', image: 'bosch.svg' };

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 2,
    type: 'shop',
    name: 'Brake Pads',
    slug: 'brake-pads',
    image: 'brake-pads-1.svg',
    items: 42,
    parent: null,
    children: [],
    layout: 'products',
    customFields: {},
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Ceramic Brake Pads ${id}`,
    excerpt: 'Quiet, low-dust pads.',
    description: 'Quiet, low-dust pads.',
    slug: `ceramic-brake-pads-${id}`,
    sku: `BP-${String(id).padStart(6, '0')}`,
    partNumber: `BOS-BP${id}`,
    stock: 'in-stock',
    price: 50,
    compareAtPrice: null,
    images: ['brake-pads-1.svg'],
    badges: [],
    rating: 4,
    reviews: 3,
    availability: 'in-stock',
    compatibility: 'all',
    oem: [],
    interchange: [],
    brand: BOSCH,
    type: { slug: 'brake-pads', name: 'Brake Pads', attributeGroups: [] },
    attributes: [],
    options: [],
    tags: [],
    categories: [makeCategory()],
    customFields: {},
    ...overrides,
  };
}

/** A product's two kinds of option: plain values and colour swatches. */
export const PRODUCT_OPTIONS: Product['options'] = [
  {
    type: 'default',
    slug: 'axle',
    name: 'Axle',
    values: [
      { slug: 'front', name: 'Front' },
      { slug: 'rear', name: 'Rear' },
    ],
  },
  {
    type: 'color',
    slug: 'color',
    name: 'Color',
    values: [
      { slug: 'black', name: 'Black', color: '#000000' },
      { slug: 'red', name: 'Red', color: '#e52727' },
    ],
  },
];
