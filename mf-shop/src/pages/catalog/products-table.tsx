import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Price,
  productImageUrl,
  Rating,
  shopLinks,
  StockBadge,
  type Product,
} from '@autoparts/shared';
import { CartIcon } from '../../components/product-card/icons';
import { QuickViewButton } from '../../components/product-card/quick-view-button';
import { useAddToCart } from '../../components/product-card/use-add-to-cart';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './products-table.module.css';

const Row = observer(function Row({ product }: { product: Product }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { quickView, isAdding, add } = useAddToCart(product);
  const image = product.images[0];
  return (
    <tr>
      <td className={styles.image}>
        {image && <img src={productImageUrl(image)} alt="" width={56} height={56} loading="lazy" />}
      </td>
      <td className={styles.product}>
        <Link to={shopLinks.product.getHref(product.slug)}>{product.name}</Link>
        <span className={styles.sku}>{t('card.sku', { sku: product.sku })}</span>
      </td>
      <td>
        <StockBadge stock={product.stock} />
      </td>
      <td>
        <Rating value={product.rating} />
      </td>
      <td className={styles.price}>
        <Price price={product.price} compareAtPrice={product.compareAtPrice} size="sm" />
      </td>
      <td className={styles.actions}>
        {quickView && (
          <QuickViewButton className={styles.quickView} onClick={() => quickView(product)} />
        )}
        <button
          type="button"
          className="ap-button"
          aria-label={t('card.addToCart')}
          title={t('card.addToCart')}
          disabled={isAdding}
          onClick={add}
        >
          <CartIcon />
        </button>
      </td>
    </tr>
  );
});

/** The table view: one dense row per product. Skeleton rows keep the height while loading. */
export function ProductsTable({
  products,
  skeletons,
}: {
  products: readonly Product[] | null;
  skeletons: number;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={`ap-scroll-x ${styles.wrap}`}>
      <table className={styles.table} aria-busy={!products}>
        <thead>
          <tr>
            <th>
              <span className="ap-visually-hidden">{t('catalog.table.image')}</span>
            </th>
            <th>{t('catalog.table.product')}</th>
            <th>{t('catalog.table.stock')}</th>
            <th>{t('catalog.table.rating')}</th>
            <th>{t('catalog.table.price')}</th>
            <th>
              <span className="ap-visually-hidden">{t('catalog.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products
            ? products.map((product) => <Row key={product.id} product={product} />)
            : Array.from({ length: skeletons }, (_, i) => (
                <tr key={i} className={styles.skeleton} aria-hidden="true">
                  <td colSpan={6} />
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
