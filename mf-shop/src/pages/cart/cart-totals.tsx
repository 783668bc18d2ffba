import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, useCartStore, useCurrencyStore } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './cart-page.module.css';

export const CHECKOUT_PATH = '/shop/checkout';

/** Subtotal, shipping (25) and tax (20 %) from the cart store, and the total, in the chosen currency. */
export const CartTotals = observer(function CartTotals() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  const currency = useCurrencyStore();
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.totalsTitle}>
        {t('cart.totals')}
      </h2>
      <table className={styles.totalsTable}>
        <tbody>
          <tr>
            <th scope="row">{t('cart.subtotal')}</th>
            <td>{currency.format(cart.subtotal)}</td>
          </tr>
          {cart.totals.map((total) => (
            <tr key={total.type}>
              <th scope="row">{t(total.title, { ns: COMMON_NAMESPACE })}</th>
              <td>{currency.format(total.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cart.total')}</th>
            <td>{currency.format(cart.total)}</td>
          </tr>
        </tfoot>
      </table>
      <Link to={CHECKOUT_PATH} className={`ap-button ${styles.checkout}`}>
        {t('cart.checkout')}
      </Link>
    </section>
  );
});
