import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Breadcrumb,
  cartLineKey,
  shopLinks,
  useCartStore,
  usePageMeta,
  type CartItem,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import lineTable from '../../components/line-table/line-table.module.css';
import styles from './cart-page.module.css';

const keyOf = (item: CartItem) => cartLineKey(item.product.id, item.options);

/** The quantities typed but not yet applied, by line; a line not in the map is unchanged. */
type Drafts = Record<string, number | null>;

/** /shop/cart: the lines, their quantities (applied with 'Update cart') and the totals. */
export const CartPage = observer(function CartPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('cart.title'), description: t('seo.cart'), noindex: true });
  const cart = useCartStore();
  const [drafts, setDrafts] = useState<Drafts>({});

  const changes = cart.items.flatMap((item) => {
    const draft = drafts[keyOf(item)];
    return draft !== undefined && draft !== item.quantity ? [{ item, quantity: draft }] : [];
  });
  const valid = changes.every((change) => change.quantity !== null && change.quantity >= 1);

  const update = async () => {
    if (!valid || changes.length === 0 || cart.isUpdating) return;
    await cart.update(changes.map(({ item, quantity }) => ({ item, quantity: quantity ?? 1 })));
    setDrafts({});
  };

  return (
    <div className="ap-container">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
          { label: t('cart.title') },
        ]}
      />
      <h1 className="ap-page-title">{t('cart.title')}</h1>
      {cart.items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('cart.empty')}</p>
          <p>{t('cart.emptyText')}</p>
          <Link to={shopLinks.home.getHref()} className="ap-button">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.linesCard}>
            <table className={lineTable.table}>
              <thead>
                <tr>
                  <th className={lineTable.imageCell}>
                    <span className="ap-visually-hidden">{t('cart.image')}</span>
                  </th>
                  <th>{t('cart.product')}</th>
                  <th>{t('cart.price')}</th>
                  <th>{t('cart.quantity')}</th>
                  <th>{t('cart.total')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {cart.items.map((item) => {
                  const key = keyOf(item);
                  return (
                    <CartLine
                      key={key}
                      item={item}
                      quantity={key in drafts ? (drafts[key] ?? null) : item.quantity}
                      onQuantity={(quantity) => setDrafts((all) => ({ ...all, [key]: quantity }))}
                    />
                  );
                })}
              </tbody>
            </table>
            <div className={styles.lineActions}>
              <Link to={shopLinks.home.getHref()} className="ap-button ap-button--secondary">
                {t('cart.continueShopping')}
              </Link>
              <button
                type="button"
                className="ap-button"
                disabled={changes.length === 0 || !valid || cart.isUpdating}
                onClick={() => void update()}
              >
                {t(cart.isUpdating ? 'cart.updating' : 'cart.update')}
              </button>
            </div>
          </div>
          <CartTotals />
        </div>
      )}
    </div>
  );
});
