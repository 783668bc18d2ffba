import { useId } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import type { Order } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import type { HeadingLevel } from './heading-level';
import { OrderAddresses } from './order-addresses';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import styles from './order.module.css';

export interface OrderViewProps {
  order: Order;
  /** The level of the view's section headings (see HeadingLevel). */
  Heading?: HeadingLevel;
}

/** An order as every order screen shows it: its facts, lines, totals and both addresses. */
export function OrderView({ order, Heading = 'h2' }: OrderViewProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const titleId = useId();
  return (
    <div className={styles.view}>
      <OrderFacts order={order} />
      <section className={styles.card} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.cardTitle}>
          {t('orders.detailsTitle')}
        </Heading>
        <OrderLines items={order.items} />
        <OrderTotals subtotal={order.subtotal} totals={order.totals} total={order.total} />
      </section>
      <OrderAddresses order={order} Heading={Heading} />
    </div>
  );
}
