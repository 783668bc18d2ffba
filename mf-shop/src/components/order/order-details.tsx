import { useTranslation } from '@autoparts/shared/translation';
import { LoadState, useLoader, type OrderDetailsProps } from '@autoparts/shared';
import { getOrder } from '../../api/orders.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { OrderView } from './order-view';
import styles from './order.module.css';

/**
 * One of the signed-in customer's orders under its own heading (the host's page cannot know the
 * number before the order loads); the host's `notFound` for a missing or another's order.
 */
export function OrderDetails({ orderId, notFound }: OrderDetailsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const loaded = useLoader(`order:${orderId}`, (signal) => getOrder(orderId, signal));
  return (
    <LoadState loaded={loaded} notFound={notFound} what={t('orders.detailsWhat')}>
      {(order) => (
        <article className={styles.order} aria-labelledby={`order-${order.id}-title`}>
          <h2 id={`order-${order.id}-title`} className={styles.orderTitle}>
            {t('orders.title', { number: order.number })}
          </h2>
          <OrderView order={order} Heading="h3" />
        </article>
      )}
    </LoadState>
  );
}
