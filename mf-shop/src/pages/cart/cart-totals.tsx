import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useCartStore } from '@autoparts/shared';
import { Amounts } from '../../components/totals/amount-rows';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './cart-page.module.css';

/** Subtotal, shipping (25) and tax (20 %) from the cart store, and the total, in the chosen currency. */
export const CartTotals = observer(function CartTotals() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.totalsTitle}>
        {t('cart.totals')}
      </h2>
      <table className={styles.totalsTable}>
        <Amounts amounts={cart} />
      </table>
      <Link to={shopLinks.checkout.getHref()} className={`ap-button ${styles.checkout}`}>
        {t('cart.checkout')}
      </Link>
    </section>
  );
});
