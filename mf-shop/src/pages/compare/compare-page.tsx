import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Price,
  productImageUrl,
  Rating,
  shopLinks,
  StockBadge,
  useCompareStore,
  usePageMeta,
  type Product,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { RemoveButton } from '../../components/line-parts/line-parts';
import { AddToCartButton, SavedListPage } from '../wishlist/list-actions';
import { attributeRows } from './compare-attributes';
import styles from './compare-page.module.css';

function Row({ label, cells }: { label: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

/**
 * /shop/compare: the chosen products side by side, one column each: image, name, rating,
 * stock, price, every attribute by name, add to cart and remove; "Clear list" empties it.
 */
export const ComparePage = observer(function ComparePage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('compare.title'), description: t('seo.compare'), noindex: true });
  const compare = useCompareStore();
  const products = compare.products;
  const each = (cell: (product: Product) => ReactNode) => products.map(cell);
  const notSpecified = (
    <>
      <span aria-hidden="true">—</span>
      <span className="ap-visually-hidden">{t('compare.notSpecified')}</span>
    </>
  );

  return (
    <SavedListPage
      title={t('compare.title')}
      empty={{ title: t('compare.empty'), text: t('compare.emptyText') }}
      isEmpty={products.length === 0}
      actions={
        <button
          type="button"
          className="ap-button ap-button--secondary"
          onClick={() => compare.clear()}
        >
          {t('compare.clear')}
        </button>
      }
    >
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div
        className={`ap-scroll-x ${styles.scroller}`}
        role="region"
        aria-label={t('compare.table')}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr className={styles.images}>
              <td />
              {each((product) => (
                <td key={product.id}>
                  <Link
                    to={shopLinks.product.getHref(product.slug)}
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    {product.images[0] && (
                      <img
                        src={productImageUrl(product.images[0])}
                        alt=""
                        width={140}
                        height={140}
                        loading="lazy"
                      />
                    )}
                  </Link>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.product')}</th>
              {each((product) => (
                <th key={product.id} scope="col" className={styles.name}>
                  <Link to={shopLinks.product.getHref(product.slug)}>{product.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row
              label={t('compare.rating')}
              cells={each((product) => (
                <span className={styles.rating}>
                  <Rating value={product.rating} />
                  <span>{t('card.reviews', { count: product.reviews })}</span>
                </span>
              ))}
            />
            <Row
              label={t('compare.stock')}
              cells={each((product) => (
                <StockBadge stock={product.stock} />
              ))}
            />
            <Row
              label={t('compare.price')}
              cells={each((product) => (
                <Price price={product.price} compareAtPrice={product.compareAtPrice} />
              ))}
            />
            {attributeRows(products).map((row) => (
              <Row
                key={row.name}
                label={row.name}
                cells={row.values.map((value) => value ?? notSpecified)}
              />
            ))}
            <Row
              label={t('compare.addToCart')}
              cells={each((product) => (
                <AddToCartButton product={product} />
              ))}
            />
            <Row
              label={t('compare.remove')}
              cells={each((product) => (
                <RemoveButton
                  label={t('compare.removeNamed', { name: product.name })}
                  disabled={compare.isRemoving(product.id)}
                  onClick={() => void compare.remove(product.id)}
                />
              ))}
            />
          </tbody>
        </table>
      </div>
    </SavedListPage>
  );
});
