import { useTranslation } from '@autoparts/shared/translation';
import { useLoader } from '@autoparts/shared';
import { getRelatedProducts } from '../../api/product.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCarousel } from '../product-carousel/product-carousel';
import styles from './related-products.module.css';

/**
 * The carousel of products related to a product; nothing while loading or when none. The page is
 * complete without it: a failed carousel is left out.
 */
export function RelatedProducts({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const related = useLoader(`related:${productSlug}`, () => getRelatedProducts(productSlug));
  const products = related.status === 'ready' ? related.data : undefined;

  if (!products?.length) return null;
  return (
    <div className={styles.related}>
      <ProductCarousel title={t('product.related')} products={products} />
    </div>
  );
}
