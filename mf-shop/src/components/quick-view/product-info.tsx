import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  COMMON_NAMESPACE,
  Price,
  Rating,
  shopLinks,
  StockBadge,
  fitmentBadge,
  useGarageStore,
  type Product,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { countryName } from './country-name';
import styles from './product-info.module.css';

export interface ProductInfoProps {
  product: Product;
  /** The product page's title is its h1; the quick view's name is an h2 linking to the page. */
  heading: 'h1' | 'h2';
  headingId?: string;
  /** Called by the reviews count link (the product page opens its reviews tab). */
  onShowReviews?: () => void;
}

/**
 * What the product page and the quick view tell about a product (spec §2): name, rating and
 * reviews, SKU, brand (linked) and country, part number, excerpt, price, stock and fitment.
 */
export const ProductInfo = observer(function ProductInfo({
  product,
  heading: Heading,
  headingId,
  onShowReviews,
}: ProductInfoProps) {
  const { t, i18n } = useTranslation(SHOP_NAMESPACE);
  const garage = useGarageStore();
  const fitment = fitmentBadge(product, garage.currentVehicle);
  const reviews = t('product.reviewCount', { count: product.reviews });

  return (
    <div className={styles.info}>
      <Heading id={headingId} className={styles.name}>
        {Heading === 'h2' ? (
          <Link to={shopLinks.product.getHref(product.slug)}>{product.name}</Link>
        ) : (
          product.name
        )}
      </Heading>
      <div className={styles.rating}>
        <Rating value={product.rating} />
        {onShowReviews ? (
          <button type="button" className={styles.reviewsLink} onClick={onShowReviews}>
            {reviews}
          </button>
        ) : (
          <span className={styles.reviews}>{reviews}</span>
        )}
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>{t('product.sku')}</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>{t('product.brand')}</dt>
          <dd>
            <Link to={shopLinks.products.getHref({ brand: [product.brand.slug] })}>
              {product.brand.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('product.country')}</dt>
          <dd>{countryName(product.brand.country, t, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('product.partNumber')}</dt>
          <dd>{product.partNumber}</dd>
        </div>
      </dl>
      <p className={styles.excerpt}>{product.excerpt}</p>
      <div className={styles.status}>
        <StockBadge stock={product.stock} />
        {fitment ? (
          <span className={styles.fitment} data-fitment={fitment.fitment}>
            {t(fitment.key, { ...fitment.values, ns: COMMON_NAMESPACE })}
          </span>
        ) : null}
      </div>
      <Price price={product.price} compareAtPrice={product.compareAtPrice} size="lg" />
    </div>
  );
});
