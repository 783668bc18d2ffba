import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore, useCartStore, useCurrencyStore, useWishlistStore } from '@autoparts/shared';
import styles from './header.module.css';

function HeartIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <path
        d="M23 4c-2.8 0-5.3 1.6-7 3.9C14.3 5.6 11.8 4 9 4 4.6 4 1 7.6 1 12c0 8.4 15 17 15 17s15-8.6 15-17c0-4.4-3.6-8-8-8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <circle cx="16" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 29c0-6.6 5.4-11 12-11s12 4.4 12 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <path d="M2 4h5l3.5 16h15L29 9H9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="26" r="2.2" fill="currentColor" />
      <circle cx="24" cy="26" r="2.2" fill="currentColor" />
    </svg>
  );
}

export const WishlistIndicator = observer(function WishlistIndicator() {
  const { t } = useTranslation();
  const wishlist = useWishlistStore();
  const count = wishlist.count;
  return (
    <Link
      to="/shop/wishlist"
      className={styles.indicator}
      aria-label={t('indicators.wishlistCount', { count })}
    >
      <span className={styles.indicatorIcon}>
        <HeartIcon />
        <span className={styles.counter}>{count}</span>
      </span>
    </Link>
  );
});

export const AccountIndicator = observer(function AccountIndicator() {
  const { t } = useTranslation();
  const auth = useAuthStore();
  const user = auth.user;
  return (
    <Link to={user ? '/account/dashboard' : '/account/login'} className={styles.indicator}>
      <span className={styles.indicatorIcon}>
        <PersonIcon />
      </span>
      <span className={styles.indicatorText}>
        <small>{user ? user.email : t('indicators.accountHello')}</small>
        <strong>{t('indicators.accountTitle')}</strong>
      </span>
    </Link>
  );
});

export const CartIndicator = observer(function CartIndicator() {
  const { t } = useTranslation();
  const cart = useCartStore();
  const currency = useCurrencyStore();
  const subtotal = currency.format(cart.subtotal);
  return (
    <Link
      to="/shop/cart"
      className={styles.indicator}
      aria-label={t('indicators.cartSummary', { count: cart.quantity, subtotal })}
      data-testid="cart-indicator"
    >
      <span className={styles.indicatorIcon}>
        <CartIcon />
        <span className={styles.counter}>{cart.quantity}</span>
      </span>
      <span className={styles.indicatorText}>
        <small>{t('indicators.cart')}</small>
        <strong>{subtotal}</strong>
      </span>
    </Link>
  );
});
