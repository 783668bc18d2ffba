import type { ProductCardVariant } from './product-card';
import cardStyles from './product-card.module.css';
import styles from './product-card-skeleton.module.css';

/**
 * A card's shape while its product loads: the same boxes as ProductCard, so nothing moves when
 * the products replace it.
 */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: ProductCardVariant }) {
  return (
    <div
      className={`${cardStyles.card} ${cardStyles[variant]} ${styles.skeleton}`}
      aria-hidden="true"
    >
      <div className={cardStyles.media}>
        <div className={`${cardStyles.image} ${styles.block}`} />
      </div>
      <div className={cardStyles.info}>
        <div className={`${cardStyles.name} ${styles.block}`} />
        <div className={`${cardStyles.rating} ${styles.block} ${styles.short}`} />
        {variant !== 'horizontal' && <div className={cardStyles.fitment} />}
        {(variant === 'grid-with-features' || variant === 'list') && (
          <div className={`${cardStyles.features} ${styles.block}`} />
        )}
      </div>
      <div className={cardStyles.footer}>
        <div className={`${styles.block} ${styles.price}`} />
        {variant !== 'horizontal' && <div className={`${styles.block} ${styles.button}`} />}
      </div>
    </div>
  );
}
