import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useCurrencyStore, type Order } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { OrderStatusBadge } from './order-status';
import { useOrderFormat } from './use-order-format';
import styles from './order.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order at a glance: number, date, status, payment method and total. */
export const OrderFacts = observer(function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const format = useOrderFormat();
  return (
    <dl className={styles.facts}>
      <Fact label={t('orders.number')}>{order.number}</Fact>
      <Fact label={t('orders.date')}>
        <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
      </Fact>
      <Fact label={t('orders.status.label')}>
        <OrderStatusBadge status={order.status} />
      </Fact>
      <Fact label={t('orders.paymentMethod')}>{format.payment(order.payment)}</Fact>
      <Fact label={t('orders.total')}>{currency.format(order.total)}</Fact>
    </dl>
  );
});
