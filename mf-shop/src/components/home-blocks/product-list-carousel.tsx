import { startLoadEarly, useLoader } from '@autoparts/shared';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { ProductCarousel } from '../product-carousel/product-carousel';

export interface ProductListCarouselProps {
  title: string;
  list: ProductListName;
  limit?: number;
  /** The page's first block (see ProductCarousel). */
  firstScreen?: boolean;
}

const DEFAULT_LIMIT = 10;
const loaderKey = (list: ProductListName, limit: number) => `home-carousel:${list}:${limit}`;

/** Asks for a carousel's products before it renders (see startLoadEarly). */
export function startProductListEarly(list: ProductListName, limit = DEFAULT_LIMIT): void {
  startLoadEarly(loaderKey(list, limit), () => getProductList(list, { limit }));
}

/** A carousel of one of the shop's product lists (featured, latest, special offers ...). */
export function ProductListCarousel({
  title,
  list,
  limit = DEFAULT_LIMIT,
  firstScreen = false,
}: ProductListCarouselProps) {
  const products = useLoader(loaderKey(list, limit), () => getProductList(list, { limit }));
  const failed = products.status === 'error' || products.status === 'not-found';
  if (products.status === 'ready' && products.data?.length === 0) return null;
  return (
    <ProductCarousel
      title={title}
      products={products.data ?? null}
      onRetry={failed ? products.retry : undefined}
      firstScreen={firstScreen}
    />
  );
}
