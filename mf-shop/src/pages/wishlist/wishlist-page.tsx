import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { Price, shopLinks, StockBadge, usePageMeta, useWishlistStore } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { LineImage, RemoveButton } from '../../components/line-parts/line-parts';
import { AddToCartButton, SavedListPage } from './list-actions';
import lineTable from '../../components/line-table/line-table.module.css';
import styles from './wishlist-page.module.css';

/** /shop/wishlist: the saved products with stock, price, add to cart and remove. */
export const WishlistPage = observer(function WishlistPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('wishlist.title'), description: t('seo.wishlist'), noindex: true });
  const wishlist = useWishlistStore();
  return (
    <SavedListPage
      title={t('wishlist.title')}
      empty={{ title: t('wishlist.empty'), text: t('wishlist.emptyText') }}
      isEmpty={wishlist.products.length === 0}
    >
      <div className={styles.card}>
        <table className={`${lineTable.table} ${styles.lastRowPlain}`}>
          <thead>
            <tr>
              <th className={lineTable.imageCell}>
                <span className="ap-visually-hidden">{t('wishlist.image')}</span>
              </th>
              <th>{t('wishlist.product')}</th>
              <th>{t('wishlist.stock')}</th>
              <th>{t('wishlist.price')}</th>
              <th>
                <span className="ap-visually-hidden">{t('wishlist.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wishlist.products.map((product) => {
              return (
                <tr key={product.id} className={lineTable.row}>
                  <td className={lineTable.imageCell}>
                    <LineImage product={product} />
                  </td>
                  <td className={styles.productCell}>
                    <Link to={shopLinks.product.getHref(product.slug)} className={lineTable.name}>
                      {product.name}
                    </Link>
                  </td>
                  <td
                    className={`${lineTable.labelled} ${styles.stockCell}`}
                    data-label={t('wishlist.stock')}
                  >
                    <StockBadge stock={product.stock} />
                  </td>
                  <td
                    className={`${lineTable.labelled} ${styles.priceCell}`}
                    data-label={t('wishlist.price')}
                  >
                    <Price price={product.price} compareAtPrice={product.compareAtPrice} />
                  </td>
                  <td className={styles.actionsCell}>
                    <AddToCartButton product={product} />
                    <RemoveButton
                      label={t('wishlist.remove', { name: product.name })}
                      disabled={wishlist.isRemoving(product.id)}
                      onClick={() => void wishlist.remove(product.id)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SavedListPage>
  );
});
