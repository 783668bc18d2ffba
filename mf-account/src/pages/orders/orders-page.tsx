import { Link, useParams, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, usePageMeta } from '@autoparts/shared';
import { positiveId } from '../../lib/paths';
import { OrderWidget } from '../../components/order-widgets/order-widgets';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AccountItemNotFound } from '../not-found/account-not-found';
import styles from './orders-page.module.css';

/** /account/orders?page=N: the shop's paged order history; a page that is not a number is 1. */
export function OrdersPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('orders.title'), description: t('seo.orders'), noindex: true });
  const [search] = useSearchParams();
  const page = positiveId(search.get('page')) ?? 1;
  return (
    <section className="ap-card" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className={styles.title}>
        {t('orders.title')}
      </h2>
      <OrderWidget
        id="shop/OrderHistory"
        props={{
          page,
          pageHref: accountLinks.orders.getHref,
          orderHref: accountLinks.order.getHref,
        }}
      />
    </section>
  );
}

/** /account/orders/:id: one of the customer's orders; any other id is the area's 404. */
export function OrderPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('seo.orderTitle'), description: t('seo.order'), noindex: true });
  const orderId = positiveId(useParams().id);
  if (orderId === null) return <AccountItemNotFound />;
  return (
    <div className={styles.order}>
      <Link to={accountLinks.orders.getHref()} className={styles.back}>
        {t('orders.back')}
      </Link>
      <OrderWidget
        key={orderId}
        id="shop/OrderDetails"
        props={{ orderId, notFound: <AccountItemNotFound /> }}
      />
    </div>
  );
}
