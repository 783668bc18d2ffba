import { useTranslation } from '@autoparts/shared/translation';
import { StatusPill, type OrderStatus, type StatusTone } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

/** Spec §4's statuses; the colour only repeats what the text says. */
const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  PENDING: 'warning',
  SHIPPED: 'info',
  COMPLETED: 'success',
};

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(STATUS_TONES, status);

/** An order's status as a small pill with its translated name; an unknown one as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const known = isKnown(status);
  return (
    <StatusPill tone={known ? STATUS_TONES[status] : 'neutral'}>
      {known ? t(`orders.status.${status}`) : status}
    </StatusPill>
  );
}
