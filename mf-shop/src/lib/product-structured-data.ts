import type { Product, StockStatus, StructuredData } from '@autoparts/shared';

/** Catalogue prices are in US dollars (the currency switcher only converts what is shown). */
const CATALOG_CURRENCY = 'USD';

const AVAILABILITY: Record<StockStatus, string> = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
};

export interface ProductAddresses {
  /** The product page's absolute address. */
  url: string;
  /** The absolute address of each of its images. */
  images: string[];
}

/**
 * The product as schema.org's Product for search engines' rich results: what it is, who makes
 * it, what it costs and whether it ships, and its rating once someone has reviewed it.
 */
export function productStructuredData(product: Product, at: ProductAddresses): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.excerpt,
    url: at.url,
    image: at.images,
    sku: product.sku,
    mpn: product.partNumber,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url: at.url,
      price: product.price.toFixed(2),
      priceCurrency: CATALOG_CURRENCY,
      availability: AVAILABILITY[product.stock],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
