import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlide } from '@autoparts/shared';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { BlockError } from './block-error';
import { useLoadable } from './use-loadable';
import styles from './products-carousel.module.css';

/** Cards per view by screen width (Glide's breakpoints are max-widths, as in the CSS). */
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
const SKELETON_CARDS = 5;

export interface ProductsCarouselProps {
  title: string;
  list: ProductListName;
  limit?: number;
}

/**
 * A carousel of one of the shop's product lists. Until the products arrive, skeleton cards of
 * the same size hold the row, so the page below does not move.
 */
export const ProductsCarousel = observer(function ProductsCarousel({
  title,
  list,
  limit = 10,
}: ProductsCarouselProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { loadable, retry } = useLoadable(
    () => getProductList(list, { limit }),
    `${list}:${limit}`,
  );
  const products = loadable.value ?? [];
  const carouselRef = useRef<HTMLDivElement>(null);
  const glide = useGlide(carouselRef, {
    options: CAROUSEL_OPTIONS,
    deps: [products],
    enabled: products.length > 0,
  });
  const titleId = useId();
  const failed = loadable.status === 'error' || loadable.status === 'not-found';

  if (loadable.status === 'ready' && products.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('homeBlocks.previous', { title })}
            disabled={products.length === 0}
            onClick={() => glide.current?.go('<')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('homeBlocks.next', { title })}
            disabled={products.length === 0}
            onClick={() => glide.current?.go('>')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {failed ? (
        <BlockError className={styles.error} onRetry={retry} />
      ) : (
        <div className={`glide ${styles.carousel}`} ref={carouselRef}>
          <div className="glide__track" data-glide-el="track">
            <ul className="glide__slides">
              {products.length
                ? products.map((product) => (
                    <li key={product.id} className={`glide__slide ${styles.slide}`}>
                      <ProductCard product={product} />
                    </li>
                  ))
                : // Keys unlike any product id, so a product never takes over a skeleton's node.
                  Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <li key={`skeleton-${i}`} className={`glide__slide ${styles.slide}`}>
                      <ProductCardSkeleton />
                    </li>
                  ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
});
