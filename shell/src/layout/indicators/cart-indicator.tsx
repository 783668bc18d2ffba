import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCartStore, useCurrencyStore } from '@autoparts/shared';
import { CartIcon } from './icons';
import { DropdownIndicator } from './indicator';
import { MiniCart } from './mini-cart';

/** Spec §2: the cart's subtotal and item count, opening the mini cart. */
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
      {(close) => <MiniCart onNavigate={close} />}
    </DropdownIndicator>
  );
});
