import type { Product, ProductFilter, ProductsList } from '@autoparts/shared';

export { BOSCH, makeCategory, makeProduct } from '@autoparts/shared/testing';

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
