import type { Brand, Category, Product, ProductFilter, ProductsList } from '@autoparts/shared';

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

/** The filters of a list answer, with a few options each. */
export function makeFilters(overrides: { category?: string | null } = {}): ProductFilter[] {
  const category = overrides.category ?? null;
  return [
    {
      type: 'category',
      slug: 'category',
      name: 'Categories',
      value: category,
      items: category
        ? [{ slug: category, name: 'Brake Pads', count: 2, type: 'current' }]
        : [{ slug: 'brakes', name: 'Brakes', count: 2, type: 'child' }],
    },
    { type: 'vehicle', slug: 'vehicle', name: 'Vehicle', value: null },
    { type: 'range', slug: 'price', name: 'Price', value: [10, 100], min: 10, max: 100 },
    {
      type: 'check',
      slug: 'brand',
      name: 'Brand',
      value: [],
      items: [
        { slug: 'bosch', name: 'Bosch', count: 2 },
        { slug: 'acdelco', name: 'ACDelco', count: 1 },
      ],
    },
    {
      type: 'radio',
      slug: 'discount',
      name: 'With Discount',
      value: 'any',
      items: [
        { slug: 'any', name: 'Any', count: 2 },
        { slug: 'yes', name: 'Yes', count: 1 },
        { slug: 'no', name: 'No', count: 1 },
      ],
    },
    {
      type: 'rating',
      slug: 'rating',
      name: 'Rating',
      value: [],
      items: [{ slug: '4', name: '4', rating: 4, count: 2 }],
    },
    {
      type: 'color',
      slug: 'color',
      name: 'Color',
      value: [],
      items: [{ slug: 'red', name: 'Red', color: '#e52727', count: 1 }],
    },
  ];
}

export function makeList(items: Product[], overrides: Partial<ProductsList> = {}): ProductsList {
  return {
    items,
    page: 1,
    limit: 16,
    sort: 'default',
    total: items.length,
    pages: items.length > 0 ? 1 : 0,
    from: items.length > 0 ? 1 : 0,
    to: items.length,
    filters: makeFilters(),
    ...overrides,
  };
}
