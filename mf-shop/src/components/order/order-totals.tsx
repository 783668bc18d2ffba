import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import type { Order } from '@autoparts/shared';
import { Amounts } from '../totals/amount-rows';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './order.module.css';

export type OrderTotalsProps = Pick<Order, 'subtotal' | 'totals' | 'total'>;

/** Subtotal, shipping, tax and total of an order, in the chosen currency. */
export const OrderTotals = observer(function OrderTotals(amounts: OrderTotalsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <table className={styles.totals}>
      <caption className="ap-visually-hidden">{t('orders.totals')}</caption>
      <Amounts amounts={amounts} />
    </table>
  );
});
