import { observer } from 'mobx-react-lite';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { ProductCarousel } from '../product-carousel/product-carousel';
import { useLoadable } from './use-loadable';

export interface ProductListCarouselProps {
  title: string;
  list: ProductListName;
  limit?: number;
}

/** A carousel of one of the shop's product lists (featured, latest, special offers ...). */
export const ProductListCarousel = observer(function ProductListCarousel({
  title,
  list,
  limit = 10,
}: ProductListCarouselProps) {
  const { loadable, retry } = useLoadable(
    () => getProductList(list, { limit }),
    `${list}:${limit}`,
  );
  const failed = loadable.status === 'error' || loadable.status === 'not-found';
  if (loadable.status === 'ready' && loadable.value?.length === 0) return null;
  return (
    <ProductCarousel title={title} products={loadable.value} onRetry={failed ? retry : undefined} />
  );
});
