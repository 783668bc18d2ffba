import { useId, useRef } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadFailure, type Product } from '@autoparts/shared';
import { useGlide } from '@autoparts/shared/carousel';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { firstScreenLoading, ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { BlockHeader } from '../block/block-header';
import blockStyles from '../block/block.module.css';
import styles from './product-carousel.module.css';

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
// On the first screen: the cards a phone shows (2) come first, those of the widest view (5) at once.
const FIRST_CARDS = 2;
const VISIBLE_CARDS = 5;

// The browser mirrors ‹ and › in right-to-left text (Unicode bidi mirroring): no CSS flip.
const ARROWS = [
  { move: '<', label: 'homeBlocks.previous', glyph: '‹' },
  { move: '>', label: 'homeBlocks.next', glyph: '›' },
] as const;

export interface ProductCarouselProps {
  title: string;
  /** null while loading: skeleton cards of the same size hold the row. */
  products: readonly Product[] | null;
  /** Shown instead of the cards when the products could not be had. */
  onRetry?: () => void;
  /** The carousel opens the page: its visible cards' pictures are fetched at once. */
  firstScreen?: boolean;
}

/** A titled carousel of product cards with previous/next arrows. */
export function ProductCarousel({
  title,
  products,
  onRetry,
  firstScreen = false,
}: ProductCarouselProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const carouselRef = useRef<HTMLDivElement>(null);
  const glide = useGlide(carouselRef, {
    options: CAROUSEL_OPTIONS,
    deps: [products],
    enabled: Boolean(products?.length),
  });
  const titleId = useId();
  const slide = `glide__slide ${styles.slide}`;

  return (
    <section className={blockStyles.section} aria-labelledby={titleId}>
      <BlockHeader id={titleId} title={title}>
        <div className={styles.arrows}>
          {ARROWS.map(({ move, label, glyph }) => (
            <button
              key={move}
              type="button"
              className={styles.arrow}
              aria-label={t(label, { title })}
              disabled={!products?.length}
              onClick={() => glide.mount((carousel) => carousel.go(move))}
            >
              <span aria-hidden="true">{glyph}</span>
            </button>
          ))}
        </div>
      </BlockHeader>
      {onRetry ? (
        <LoadFailure className={styles.error} onRetry={onRetry} />
      ) : (
        <div className={`glide ${styles.carousel}`} ref={carouselRef}>
          <div className="glide__track" data-glide-el="track">
            <ul className="glide__slides">
              {products
                ? products.map((product, i) => (
                    <li key={product.id} className={slide}>
                      <ProductCard
                        product={product}
                        imageLoading={
                          firstScreen ? firstScreenLoading(i, FIRST_CARDS, VISIBLE_CARDS) : 'lazy'
                        }
                      />
                    </li>
                  ))
                : // Keys unlike any product id, so a product never takes over a skeleton's node.
                  Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <li key={`skeleton-${i}`} className={slide}>
                      <ProductCardSkeleton />
                    </li>
                  ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
