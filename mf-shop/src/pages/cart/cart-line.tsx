import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useCartStore, useCurrencyStore, type CartItem } from '@autoparts/shared';
import { Stepper } from '@autoparts/shared/stepper';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { FitmentFlag } from '../../components/fitment-flag/fitment-flag';
import { LineImage, LineOptions, RemoveButton } from '../../components/line-parts/line-parts';
import lineTable from '../../components/line-table/line-table.module.css';
import styles from './cart-page.module.css';

export interface CartLineProps {
  item: CartItem;
  /** The quantity shown in the stepper (maybe not applied yet). */
  quantity: number | null;
  onQuantity: (quantity: number | null) => void;
}

/**
 * One row of the cart table: image, name, options and a fitment warning for the chosen vehicle,
 * price, quantity, line total, remove.
 */
export const CartLine = observer(function CartLine({ item, quantity, onQuantity }: CartLineProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  const currency = useCurrencyStore();
  const { product } = item;

  return (
    <tr className={`${lineTable.row} ${styles.line}`}>
      <td className={lineTable.imageCell}>
        <LineImage product={product} />
      </td>
      <td className={styles.productCell}>
        <Link to={shopLinks.product.getHref(product.slug)} className={lineTable.name}>
          {product.name}
        </Link>
        <LineOptions options={item.options} />
        <FitmentFlag product={product} />
      </td>
      <td className={`${lineTable.labelled} ${styles.priceCell}`} data-label={t('cart.price')}>
        {currency.format(product.price)}
      </td>
      <td
        className={`${lineTable.labelled} ${styles.quantityCell}`}
        data-label={t('cart.quantity')}
      >
        <Stepper
          value={quantity}
          onChange={onQuantity}
          min={1}
          invalid={quantity === null}
          labels={{
            value: t('cart.quantityOf', { name: product.name }),
            decrease: t('cart.decrease'),
            increase: t('cart.increase'),
          }}
        />
      </td>
      <td className={`${lineTable.labelled} ${styles.totalCell}`} data-label={t('cart.total')}>
        {currency.format(product.price * item.quantity)}
      </td>
      <td className={styles.removeCell}>
        <RemoveButton
          label={t('cart.remove', { name: product.name })}
          disabled={cart.isRemoving(item)}
          onClick={() => void cart.remove(item)}
        />
      </td>
    </tr>
  );
});
