import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './order.module.css';

/** Spec §4's statuses; the colour only repeats what the text says. */
const STATUS_TONES: Record<OrderStatus, string | undefined> = {
  PENDING: styles.pending,
  SHIPPED: styles.shipped,
  COMPLETED: styles.completed,
};

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(STATUS_TONES, status);

/** An order's status as a small pill with its translated name; an unknown one as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const known = isKnown(status);
  return (
    <span className={[styles.status, known ? STATUS_TONES[status] : undefined].join(' ')}>
      {known ? t(`orders.status.${status}`) : status}
    </span>
  );
}
