import { useRef } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useLoader, useNearViewport } from '@autoparts/shared';
import { getRelatedProducts } from '../../api/product.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCarousel } from '../product-carousel/product-carousel';
import styles from './related-products.module.css';

/**
 * The carousel of products related to a product; nothing while loading or when none. The page is
 * complete without it: a failed carousel is left out. It is below the product's details, so it is
 * asked for and rendered as the shopper scrolls towards it: rendered with the page, its eight
 * cards were the longest task of a phone's first seconds on a product page.
 */
export function RelatedProducts({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const related = useLoader(`related:${productSlug}`, () => getRelatedProducts(productSlug), {
    enabled: near,
  });
  const products = related.status === 'ready' ? related.data : undefined;

  return (
    <div ref={place}>
      {products?.length ? (
        <div className={styles.related}>
          <ProductCarousel title={t('product.related')} products={products} />
        </div>
      ) : null}
    </div>
  );
}
