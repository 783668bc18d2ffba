import { useLoader } from '@autoparts/shared';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { ProductCarousel } from '../product-carousel/product-carousel';

export interface ProductListCarouselProps {
  title: string;
  list: ProductListName;
  limit?: number;
}

/** A carousel of one of the shop's product lists (featured, latest, special offers ...). */
export function ProductListCarousel({ title, list, limit = 10 }: ProductListCarouselProps) {
  const products = useLoader(`home-carousel:${list}:${limit}`, () =>
    getProductList(list, { limit }),
  );
  const failed = products.status === 'error' || products.status === 'not-found';
  if (products.status === 'ready' && products.data?.length === 0) return null;
  return (
    <ProductCarousel
      title={title}
      products={products.data ?? null}
      onRetry={failed ? products.retry : undefined}
    />
  );
}
