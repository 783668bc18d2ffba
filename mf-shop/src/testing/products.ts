import type { Product, Review } from '@autoparts/shared';
import { makeProduct } from './fixtures';
export { PRODUCT_OPTIONS } from '@autoparts/shared/testing';

/**
 * A product with a page's worth of detail (old price, two images, attribute groups with one
 * attribute missing, five cross-reference numbers); tests override what they look at.
 */
export function makeDetailedProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    id: 7,
    name: 'Brandix Ceramic Brake Pads',
    excerpt: 'Quiet ceramic pads for everyday driving.',
    description: 'Low-dust ceramic brake pads with shims and hardware.',
    slug: 'brandix-ceramic-brake-pads',
    sku: 'BP-000007',
    partNumber: 'BRA-BP1234',
    price: 40,
    compareAtPrice: 50,
    images: ['brake-pads-1.svg', 'brake-pads-2.svg'],
    rating: 4.2,
    reviews: 9,
    brand: { slug: 'brandix', name: 'Brandix', country: 'DE', image: 'brandix.svg' },
    type: {
      slug: 'brake-pads',
      name: 'Brake Pads',
      attributeGroups: [
        { name: 'General', slug: 'general', attributes: ['color'] },
        { name: 'Specifications', slug: 'specifications', attributes: ['position', 'missing'] },
      ],
    },
    attributes: [
      { name: 'Color', slug: 'color', featured: true, values: [{ slug: 'black', name: 'Black' }] },
      {
        name: 'Position',
        slug: 'position',
        featured: false,
        values: [{ slug: 'front', name: 'Front' }],
      },
    ],
    oem: [
      { brand: 'Toyota', number: '04465-33450' },
      { brand: 'Lexus', number: '04465-06090' },
    ],
    interchange: [
      { brand: 'Zosch', number: '0 986 494 223' },
      { brand: 'Wakita', number: 'W104-0321' },
      { brand: 'Kamaro', number: 'K21-554-TB' },
    ],
    ...overrides,
  });
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    date: '2025-11-14T07:00:00.000Z',
    author: 'Yuki Tanaka',
    avatar: 'avatar-1.svg',
    rating: 5,
    content: 'Perfect fit and top quality.',
    ...overrides,
  };
}
