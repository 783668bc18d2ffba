import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { cartLineKey, useCartStore, useCurrencyStore, type CartItem } from '@autoparts/shared';
import { FitmentFlag } from '../../components/fitment-flag/fitment-flag';
import { LineOptions } from '../../components/line-parts/line-parts';
import { Amounts } from '../../components/totals/amount-rows';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import type { LineErrors } from './line-errors';
import styles from './checkout-page.module.css';

const SummaryLine = observer(function SummaryLine({
  item,
  errors,
}: {
  item: CartItem;
  errors: readonly string[];
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const { product } = item;
  return (
    <tr>
      <td>
        <span className={styles.lineName}>{product.name}</span>{' '}
        <span className={styles.lineQuantity}>
          {t('checkout.lineQuantity', { quantity: item.quantity })}
        </span>
        <LineOptions options={item.options} />
        <FitmentFlag product={product} />
        {errors.map((message) => (
          <p key={message} className="ap-field-error">
            {message}
          </p>
        ))}
      </td>
      <td>{currency.format(product.price * item.quantity)}</td>
    </tr>
  );
});

/**
 * The order as it will be placed: each cart line (with the server's objections to it, if any),
 * subtotal, shipping, tax and total in the chosen currency. A table, so each amount is read with
 * its header.
 */
export const OrderSummary = observer(function OrderSummary({
  lineErrors,
  labelledBy,
}: {
  lineErrors: LineErrors;
  labelledBy: string;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  return (
    <table className={styles.summary} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('checkout.product')}</th>
          <th scope="col">{t('checkout.total')}</th>
        </tr>
      </thead>
      <tbody className={styles.lines}>
        {cart.items.map((item) => {
          const key = cartLineKey(item.product.id, item.options);
          return <SummaryLine key={key} item={item} errors={lineErrors[key] ?? []} />;
        })}
      </tbody>
      <Amounts amounts={cart} bodyClassName={styles.subtotals} />
    </table>
  );
});
