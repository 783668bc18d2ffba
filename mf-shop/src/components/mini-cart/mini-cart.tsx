import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  cartLineKey,
  shopLinks,
  useCartStore,
  useCurrencyStore,
  type CartItem,
  type MiniCartProps,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { FitmentFlag } from '../fitment-flag/fitment-flag';
import { LineImage, LineOptions, RemoveButton } from '../line-parts/line-parts';
import { Amounts } from '../totals/amount-rows';
import styles from './mini-cart.module.css';

const MiniCartLine = observer(function MiniCartLine({
  item,
  onClose,
}: {
  item: CartItem;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  const currency = useCurrencyStore();
  const { product } = item;
  const removing = cart.isRemoving(item);
  return (
    <li className={`${styles.line} ${removing ? styles.removing : ''}`}>
      <LineImage product={product} size="small" onClick={onClose} />
      <div className={styles.info}>
        <Link
          to={shopLinks.product.getHref(product.slug)}
          className={styles.name}
          onClick={onClose}
        >
          {product.name}
        </Link>
        <LineOptions options={item.options} />
        <FitmentFlag product={product} />
        <div className={styles.meta}>
          <span className={styles.quantity}>{item.quantity}</span>
          <span aria-hidden="true">×</span>
          <span className={styles.price}>{currency.format(product.price)}</span>
        </div>
      </div>
      <RemoveButton
        size="small"
        label={t('cart.remove', { name: product.name })}
        disabled={removing}
        onClick={() => void cart.remove(item)}
      />
    </li>
  );
});

/**
 * Spec §2, the header's mini cart: the cart's lines, its totals in the chosen currency and the way
 * to the cart page and the checkout, or a word that the cart is empty.
 */
export const MiniCart = observer(function MiniCart({ onClose }: MiniCartProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  if (cart.items.length === 0) {
    return <p className={styles.empty}>{t('cart.empty')}</p>;
  }
  return (
    <div>
      <ul className={styles.lines} aria-label={t('miniCart.items')}>
        {cart.items.map((item) => (
          <MiniCartLine
            key={cartLineKey(item.product.id, item.options)}
            item={item}
            onClose={onClose}
          />
        ))}
      </ul>
      <table className={styles.totals}>
        <Amounts amounts={cart} />
      </table>
      <div className={styles.actions}>
        <Link
          to={shopLinks.cart.getHref()}
          className="ap-button ap-button--secondary"
          onClick={onClose}
        >
          {t('miniCart.viewCart')}
        </Link>
        <Link to={shopLinks.checkout.getHref()} className="ap-button" onClick={onClose}>
          {t('miniCart.checkout')}
        </Link>
      </div>
    </div>
  );
});
