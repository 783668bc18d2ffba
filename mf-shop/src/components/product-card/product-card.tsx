import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  COMMON_NAMESPACE,
  fitmentBadge,
  Price,
  productImageUrl,
  Rating,
  shopLinks,
  StockBadge,
  useCompareStore,
  useGarageStore,
  useWishlistStore,
  type Product,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { CartIcon, CompareIcon, HeartIcon } from './icons';
import { QuickViewButton } from './quick-view-button';
import type { OpenQuickView } from './quick-view-context';
import { useAddToCart } from './use-add-to-cart';
import styles from './product-card.module.css';

export type ProductCardVariant = 'grid' | 'grid-with-features' | 'list' | 'horizontal';

/**
 * When the card's picture is fetched: 'lazy' (the default) as layout finds it near the screen;
 * 'eager' at once, for a card on the first screen; 'first' at once and before the page's other
 * pictures, for the first cards of that screen, whose picture is likely its largest element (the
 * LCP). A lazy picture on the first screen waits for layout, then for its turn.
 */
export type CardImageLoading = 'first' | 'eager' | 'lazy';

/** How the `index`th card of a list shown on the first screen loads its picture. */
export function firstScreenLoading(index: number, firstCount: number, eagerCount: number) {
  if (index < firstCount) return 'first';
  return index < eagerCount ? 'eager' : 'lazy';
}

export interface ProductCardProps {
  product: Product;
  variant?: ProductCardVariant;
  /** Shows a quick-view button; without it (and without a QuickViewContext) there is none. */
  onQuickView?: OpenQuickView;
  imageLoading?: CardImageLoading;
}

const FEATURES_SHOWN = 4;

/** The attributes a product is best told apart by, as "name: values" lines. */
function featuredAttributes(product: Product) {
  return product.attributes
    .filter((attribute) => attribute.featured && attribute.values.length > 0)
    .slice(0, FEATURES_SHOWN);
}

export const ProductCard = observer(function ProductCard({
  product,
  variant = 'grid',
  onQuickView,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const wishlist = useWishlistStore();
  const compare = useCompareStore();
  const garage = useGarageStore();
  const { quickView, isAdding, add } = useAddToCart(product, onQuickView);

  const url = shopLinks.product.getHref(product.slug);
  const image = product.images[0];
  const fitment = fitmentBadge(product, garage.currentVehicle);
  const inWishlist = wishlist.has(product.id);
  const inCompare = compare.has(product.id);
  const compact = variant === 'horizontal';

  return (
    <article className={`${styles.card} ${styles[variant] ?? ''}`} data-testid="product-card">
      <div className={styles.media}>
        <Link to={url} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          {image && (
            <img
              className={styles.image}
              src={productImageUrl(image)}
              alt=""
              width={compact ? 80 : 240}
              height={compact ? 80 : 240}
              loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imageLoading === 'first' ? 'high' : undefined}
              decoding="async"
            />
          )}
        </Link>
        {!compact && product.badges.length > 0 && (
          <ul className={styles.badges}>
            {product.badges.map((badge) => (
              <li key={badge} className={`${styles.badge} ${styles[`badge-${badge}`]}`}>
                {t(`card.badges.${badge}`)}
              </li>
            ))}
          </ul>
        )}
        {!compact && (
          <div className={styles.quickActions}>
            {quickView && (
              <QuickViewButton className={styles.iconButton} onClick={() => quickView(product)} />
            )}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t(inWishlist ? 'card.inWishlist' : 'card.addToWishlist')}
              title={t(inWishlist ? 'card.inWishlist' : 'card.addToWishlist')}
              data-active={inWishlist || undefined}
              disabled={wishlist.isAdding(product.id)}
              onClick={() => void wishlist.add(product)}
            >
              <HeartIcon filled={inWishlist} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t(inCompare ? 'card.inCompare' : 'card.addToCompare')}
              title={t(inCompare ? 'card.inCompare' : 'card.addToCompare')}
              data-active={inCompare || undefined}
              disabled={compare.isAdding(product.id)}
              onClick={() => void compare.add(product)}
            >
              <CompareIcon />
            </button>
          </div>
        )}
      </div>

      <div className={styles.info}>
        {variant === 'list' && <p className={styles.sku}>{t('card.sku', { sku: product.sku })}</p>}
        <h3 className={styles.name}>
          <Link to={url}>{product.name}</Link>
        </h3>
        <div className={styles.rating}>
          <Rating value={product.rating} />
          {!compact && (
            <span className={styles.reviews}>{t('card.reviews', { count: product.reviews })}</span>
          )}
        </div>
        {/* Grid cards keep the line even when empty, so cards in a row line up. */}
        {!compact && (fitment || variant !== 'list') && (
          <p className={styles.fitment} data-fitment={fitment?.fitment}>
            {fitment && t(fitment.key, { ...fitment.values, ns: COMMON_NAMESPACE })}
          </p>
        )}
        {(variant === 'grid-with-features' || variant === 'list') && (
          <ul className={styles.features}>
            {featuredAttributes(product).map((attribute) => (
              <li key={attribute.slug}>
                {attribute.name}: {attribute.values.map((value) => value.name).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.footer}>
        {variant === 'list' && <StockBadge stock={product.stock} />}
        <Price
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          size={compact ? 'sm' : 'md'}
        />
        {!compact && (
          <button
            type="button"
            className={`ap-button ${styles.addToCart}`}
            aria-label={t('card.addToCart')}
            disabled={isAdding}
            onClick={add}
          >
            <CartIcon />
            {variant === 'list' && <span>{t('card.addToCart')}</span>}
          </button>
        )}
      </div>
    </article>
  );
});
