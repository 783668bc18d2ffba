import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { FederatedWidget, shopLinks, useCartStore, useCurrencyStore } from '@autoparts/shared';
import { CartIcon } from './icons';
import { DropdownIndicator } from './indicator';
import { PanelUnavailable } from './panel-fallback';
import styles from './cart-indicator.module.css';

/**
 * Spec §2: the cart's subtotal and item count from the shared cart store, opening the shop's mini
 * cart. The shop's fragment is loaded when the dropdown first opens; while its area is down the
 * dropdown still leads to the cart page.
 */
export const CartIndicator = observer(function CartIndicator() {
  const { t } = useTranslation();
  const cart = useCartStore();
  const currency = useCurrencyStore();
  const subtotal = currency.format(cart.subtotal);
  return (
    <DropdownIndicator
      label={t('indicators.cartSummary', { count: cart.quantity, subtotal })}
      icon={<CartIcon />}
      counter={cart.quantity}
      caption={t('indicators.cart')}
      value={subtotal}
      testId="cart-indicator"
    >
      {(close) => (
        <FederatedWidget
          id="shop/MiniCart"
          props={{ onClose: close }}
          loading={<div className={styles.loading} role="status" aria-label={t('area.loading')} />}
          failed={
            <PanelUnavailable
              message={t('indicators.cartUnavailable')}
              to={shopLinks.cart.getHref()}
              linkText={t('indicators.openCart')}
              onNavigate={close}
            />
          }
        />
      )}
    </DropdownIndicator>
  );
});
