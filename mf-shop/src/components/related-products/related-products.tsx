import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlide, type Product } from '@autoparts/shared';
import { getRelatedProducts } from '../../api/product.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCard } from '../product-card/product-card';
import styles from './related-products.module.css';

/** Cards per view by screen width; Glide's breakpoints are max-widths. */
const CAROUSEL_OPTIONS = {
  type: 'slider' as const,
  perView: 5,
  gap: 16,
  bound: true,
  rewind: false,
  keyboard: false,
  breakpoints: {
    1199: { perView: 4 },
    991: { perView: 3 },
    767: { perView: 2 },
    359: { perView: 1 },
  },
};

/** The carousel of products related to a product; nothing while loading or when none. */
export function RelatedProducts({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [products, setProducts] = useState<Product[]>([]);
  const carouselRef = useRef<HTMLDivElement>(null);
  const glide = useGlide(carouselRef, {
    options: CAROUSEL_OPTIONS,
    deps: [products],
    enabled: products.length > 0,
  });

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
    <section className={styles.related} aria-labelledby="related-products-title">
      <div className={styles.header}>
        <h2 id="related-products-title" className={styles.title}>
          {t('product.related')}
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('gallery.previous')}
            onClick={() => glide.current?.go('<')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('gallery.next')}
            onClick={() => glide.current?.go('>')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className={`glide ${styles.carousel}`} ref={carouselRef}>
        <div className="glide__track" data-glide-el="track">
          <ul className="glide__slides">
            {products.map((product) => (
              <li key={product.id} className={`glide__slide ${styles.slide}`}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
