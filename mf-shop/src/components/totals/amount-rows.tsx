import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { COMMON_NAMESPACE, useCurrencyStore, type CartTotal } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

// The cart titles its totals with i18n keys, the server in English: both are named by their
// type in the page language, and a kind this page does not know keeps the title it came with.
const TOTAL_KEYS: Partial<Record<string, string>> = {
  shipping: 'TEXT_SHIPPING',
  tax: 'TEXT_TAX',
};

interface AmountRowsProps {
  subtotal: number;
  totals: readonly CartTotal[];
}

/** The subtotal and the lines added to it (shipping, tax) as table rows in the chosen currency. */
const AmountRows = observer(function AmountRows({ subtotal, totals }: AmountRowsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const titleOf = (line: CartTotal) => {
    const key = TOTAL_KEYS[line.type];
    return key ? t(key, { ns: COMMON_NAMESPACE }) : t(line.title, { ns: COMMON_NAMESPACE });
  };
  return (
    <>
      <tr>
        <th scope="row">{t('cart.subtotal')}</th>
        <td>{currency.format(subtotal)}</td>
      </tr>
      {totals.map((line) => (
        <tr key={line.type}>
          <th scope="row">{titleOf(line)}</th>
          <td>{currency.format(line.price)}</td>
        </tr>
      ))}
    </>
  );
});

/** The grand total row, for a table's footer. */
const TotalRow = observer(function TotalRow({ total }: { total: number }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  return (
    <tr>
      <th scope="row">{t('cart.total')}</th>
      <td>{currency.format(total)}</td>
    </tr>
  );
});

export interface AmountsProps {
  /** The cart store, or an order: what is added up and its total. */
  amounts: AmountRowsProps & { total: number };
  /** The class of the body holding the subtotal, shipping and tax. */
  bodyClassName?: string;
}

/**
 * A table's amounts: subtotal, shipping and tax in a body, the total in its footer. One rendering
 * for the cart, the mini cart, the checkout summary and an order.
 */
export const Amounts = observer(function Amounts({ amounts, bodyClassName }: AmountsProps) {
  return (
    <>
      <tbody className={bodyClassName}>
        <AmountRows subtotal={amounts.subtotal} totals={amounts.totals} />
      </tbody>
      <tfoot>
        <TotalRow total={amounts.total} />
      </tfoot>
    </>
  );
});
