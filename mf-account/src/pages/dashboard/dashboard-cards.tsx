import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, LoadState, useLoader } from '@autoparts/shared';
import { getDefaultAddress } from '../../api/addresses.api';
import { AddressDetails } from '../../components/address-card/address-card';
import { OrderWidget } from '../../components/order-widgets/order-widgets';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './dashboard-page.module.css';

/** Spec: the dashboard shows the last three orders. */
const RECENT_ORDERS = 3;

/** The default address, or the way to add one when the book is empty. */
export function DefaultAddressCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const loaded = useLoader('account/addresses/default', (signal) => getDefaultAddress(signal));
  return (
    <section className="ap-card" aria-labelledby="account-default-address">
      <h2 id="account-default-address" className={styles.cardTitle}>
        {t('dashboard.defaultAddress')}
      </h2>
      <LoadState loaded={loaded} what={t('dashboard.defaultAddressWhat')}>
        {(address) =>
          address ? (
            <>
              <AddressDetails address={address} />
              <Link to={accountLinks.address.getHref(address.id)} className={styles.cardLink}>
                {t('dashboard.editAddress')}
              </Link>
            </>
          ) : (
            <>
              <p className={styles.muted}>{t('dashboard.noAddress')}</p>
              <Link to={accountLinks.newAddress.getHref()} className="ap-button">
                {t('dashboard.addAddress')}
              </Link>
            </>
          )
        }
      </LoadState>
    </section>
  );
}

/** The shop's list of the customer's latest orders, with the way to the whole history. */
export function RecentOrdersCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <section className={`ap-card ${styles.orders}`} aria-labelledby="account-recent-orders">
      <div className={styles.cardHeading}>
        <h2 id="account-recent-orders" className={styles.cardTitle}>
          {t('dashboard.recentOrders')}
        </h2>
        <Link to={accountLinks.orders.getHref()} className={styles.cardLink}>
          {t('dashboard.allOrders')}
        </Link>
      </div>
      <OrderWidget
        id="shop/OrderHistory"
        props={{ limit: RECENT_ORDERS, orderHref: accountLinks.order.getHref }}
      />
    </section>
  );
}
