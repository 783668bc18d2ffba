import type { Brand, Product } from '@autoparts/shared';

interface Snapshot {
  id: number;
  name: string;
  slug: string;
  sku: string;
  partNumber: string;
  price: number;
  brand: Brand;
}

const brandix: Brand = { slug: 'brandix', name: 'Brandix', country: 'JP', image: '' };
const zosch: Brand = { slug: 'zosch', name: 'Zosch', country: 'DE', image: '' };

/**
 * An order keeps a snapshot of what was bought, not a live catalogue product: later price or
 * stock changes in the shop must not rewrite an order. Only the fields an order shows are real.
 */
function snapshot({ id, name, slug, sku, partNumber, price, brand }: Snapshot): Product {
  return {
    id,
    name,
    excerpt: '',
    description: '',
    slug,
    sku,
    partNumber,
    stock: 'in-stock',
    price,
    compareAtPrice: null,
    images: [`/assets/images/products/${slug}.svg`],
    badges: [],
    rating: 0,
    reviews: 0,
    availability: 'in-stock',
    compatibility: 'all',
    brand,
    type: { slug: 'default', name: 'Default', attributeGroups: [] },
    attributes: [],
    options: [],
    tags: [],
    categories: [],
    customFields: {},
  };
}

export const orderProducts = {
  brakeKit: snapshot({
    id: 1,
    name: 'Brandix Brake Kit BDX-750Z370-S',
    slug: 'brandix-brake-kit-bdx-750z370-s',
    sku: '140-10440-B',
    partNumber: 'BDX-750Z370-S',
    price: 224,
    brand: brandix,
  }),
  headlight: snapshot({
    id: 2,
    name: 'Left Headlight Of Brandix Z54',
    slug: 'left-headlight-of-brandix-z54',
    sku: '573-23743-C',
    partNumber: 'BDX-750Z370-S',
    price: 349,
    brand: brandix,
  }),
  wheel: snapshot({
    id: 3,
    name: 'Glossy Gray 19" Aluminium Wheel AR-19',
    slug: 'glossy-gray-19-aluminium-wheel-ar-19',
    sku: '009-50078-Z',
    partNumber: 'AR-19',
    price: 589,
    brand: zosch,
  }),
  exhaustPipe: snapshot({
    id: 4,
    name: 'Twin Exhaust Pipe From Brandix Z54',
    slug: 'twin-exhaust-pipe-from-brandix-z54',
    sku: '729-51203-B',
    partNumber: 'BDX-Z54-EXH',
    price: 749,
    brand: brandix,
  }),
};
