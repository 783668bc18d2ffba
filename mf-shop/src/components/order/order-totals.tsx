import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, useCurrencyStore, type Order } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './order.module.css';

// The server titles its totals in English; the cart's own texts name them in the page language,
// and a kind of total this page does not know keeps the server's title.
const TOTAL_KEYS: Partial<Record<string, string>> = {
  shipping: 'TEXT_SHIPPING',
  tax: 'TEXT_TAX',
};

export type OrderTotalsProps = Pick<Order, 'subtotal' | 'totals' | 'total'>;

/** Subtotal, shipping, tax and total of an order, in the chosen currency. */
export const OrderTotals = observer(function OrderTotals({
  subtotal,
  totals,
  total,
}: OrderTotalsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  return (
    <table className={styles.totals}>
      <caption className="ap-visually-hidden">{t('orders.totals')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('orders.subtotal')}</th>
          <td>{currency.format(subtotal)}</td>
        </tr>
        {totals.map((line) => {
          const key = TOTAL_KEYS[line.type];
          return (
            <tr key={line.type}>
              <th scope="row">{key ? t(key, { ns: COMMON_NAMESPACE }) : line.title}</th>
              <td>{currency.format(line.price)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('orders.total')}</th>
          <td>{currency.format(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
});
