import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Order } from '@autoparts/shared';
import { AmountRows, TotalRow } from '../totals/amount-rows';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './order.module.css';

export type OrderTotalsProps = Pick<Order, 'subtotal' | 'totals' | 'total'>;

/** Subtotal, shipping, tax and total of an order, in the chosen currency. */
export const OrderTotals = observer(function OrderTotals({
  subtotal,
  totals,
  total,
}: OrderTotalsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <table className={styles.totals}>
      <caption className="ap-visually-hidden">{t('orders.totals')}</caption>
      <tbody>
        <AmountRows subtotal={subtotal} totals={totals} />
      </tbody>
      <tfoot>
        <TotalRow total={total} />
      </tfoot>
    </table>
  );
});
