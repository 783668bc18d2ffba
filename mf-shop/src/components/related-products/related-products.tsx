import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@autoparts/shared';
import { getRelatedProducts } from '../../api/product.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCarousel } from '../product-carousel/product-carousel';
import styles from './related-products.module.css';

/** The carousel of products related to a product; nothing while loading or when none. */
export function RelatedProducts({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [products, setProducts] = useState<Product[]>([]);

  useEffect(() => {
    let current = true;
    setProducts([]);
    getRelatedProducts(productSlug).then(
      (items) => current && setProducts(items),
      // The page is complete without it: a failed carousel is left out.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [productSlug]);

  if (products.length === 0) return null;
  return (
    <div className={styles.related}>
      <ProductCarousel title={t('product.related')} products={products} />
    </div>
  );
}
