import {
  pageUrl,
  productImageUrl,
  shopLinks,
  type PageMeta,
  type Product,
} from '@autoparts/shared';
import { productStructuredData } from '../../lib/product-structured-data';

/** The product page's head: its name and summary, a product preview and its schema.org data. */
export function productPageMeta(product: Product): PageMeta {
  const canonical = shopLinks.product.getHref(product.slug);
  const images = product.images.map((file) => pageUrl(productImageUrl(file)));
  return {
    title: product.name,
    description: product.excerpt,
    canonical,
    openGraph: { type: 'product', image: images[0] },
    structuredData: productStructuredData(product, { url: pageUrl(canonical), images }),
  };
}
