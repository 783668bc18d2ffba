import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  fitmentBadge,
  productImageUrl,
  shopLinks,
  useCartStore,
  useCurrencyStore,
  useGarageStore,
  type CartItem,
} from '@autoparts/shared';
import { CloseIcon } from './icons';
import styles from './mini-cart.module.css';

const productUrl = (item: CartItem) => shopLinks.product.getHref(item.product.slug);

const MiniCartLine = observer(function MiniCartLine({
  item,
  onNavigate,
}: {
  item: CartItem;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const cart = useCartStore();
  const currency = useCurrencyStore();
  const garage = useGarageStore();
  const image = item.product.images[0];
  const removing = cart.isRemoving(item);
  // Only the warnings: a line that fits needs no word before checkout.
  const fitment = fitmentBadge(item.product, garage.currentVehicle);
  const warning = fitment?.fitment === 'does-not-fit' || fitment?.fitment === 'unknown';
  return (
    <li className={`${styles.line} ${removing ? styles.removing : ''}`}>
      <Link to={productUrl(item)} className={styles.image} onClick={onNavigate} tabIndex={-1}>
        {image && <img src={productImageUrl(image)} alt="" width="64" height="64" loading="lazy" />}
      </Link>
      <div className={styles.info}>
        <Link to={productUrl(item)} className={styles.name} onClick={onNavigate}>
          {item.product.name}
        </Link>
        {item.options.length > 0 && (
          <ul className={styles.options}>
            {item.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        {fitment && warning && (
          <p className={styles.fitment} data-fitment={fitment.fitment}>
            {t(fitment.key, fitment.values)}
          </p>
        )}
        <div className={styles.meta}>
          <span className={styles.quantity}>{item.quantity}</span>
          <span aria-hidden="true">×</span>
          <span className={styles.price}>{currency.format(item.product.price)}</span>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('miniCart.remove', { name: item.product.name })}
        disabled={removing}
        aria-busy={removing}
        onClick={() => void cart.remove(item)}
      >
        <CloseIcon size={10} />
      </button>
    </li>
  );
});

/** Spec §2: the cart's lines, its totals and the way to the cart page and the checkout. */
export const MiniCart = observer(function MiniCart({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const cart = useCartStore();
  const currency = useCurrencyStore();
  if (cart.items.length === 0) {
    return <p className={styles.empty}>{t('miniCart.empty')}</p>;
  }
  return (
    <div className={styles.miniCart}>
      <ul className={styles.lines} aria-label={t('miniCart.items')}>
        {cart.items.map((item) => (
          <MiniCartLine
            key={`${item.product.id}:${JSON.stringify(item.options)}`}
            item={item}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <table className={styles.totals}>
        <tbody>
          <tr>
            <th scope="row">{t('miniCart.subtotal')}</th>
            <td>{currency.format(cart.subtotal)}</td>
          </tr>
          {cart.totals.map((total) => (
            <tr key={total.type}>
              <th scope="row">{t(total.title)}</th>
              <td>{currency.format(total.price)}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row">{t('miniCart.total')}</th>
            <td>{currency.format(cart.total)}</td>
          </tr>
        </tbody>
      </table>
      <div className={styles.actions}>
        <Link
          to={shopLinks.cart.getHref()}
          className="ap-button ap-button--secondary"
          onClick={onNavigate}
        >
          {t('miniCart.viewCart')}
        </Link>
        <Link to={shopLinks.checkout.getHref()} className="ap-button" onClick={onNavigate}>
          {t('miniCart.checkout')}
        </Link>
      </div>
    </div>
  );
});
