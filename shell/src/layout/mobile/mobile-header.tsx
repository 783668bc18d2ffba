import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import {
  accountLinks,
  shopLinks,
  useCartStore,
  useCurrencyStore,
  useWishlistStore,
} from '@autoparts/shared';
import type { MobileHeaderId } from '../header/header-variants';
import { SiteLogo } from '../header/site-logo';
import { useMediaQuery } from '../hooks/use-media-query';
import { CartIcon, HeartIcon, MenuIcon, PersonIcon, SearchIcon } from '../indicators/icons';
import { LinkIndicator } from '../indicators/indicator';
import { Search } from '../search/search';
import { useMobileMenu } from './mobile-menu-context';
import { loadMobileMenu } from './lazy-mobile-menu';
import styles from './mobile-header.module.css';

/** Phones get the search behind a button; from 768 px it fits in the row. */
const WIDE_QUERY = '(min-width: 768px)';

const Indicators = observer(function Indicators() {
  const { t } = useTranslation();
  const wishlist = useWishlistStore();
  const cart = useCartStore();
  const currency = useCurrencyStore();
  return (
    <>
      <LinkIndicator
        to={accountLinks.home.getHref()}
        label={t('indicators.accountTitle')}
        icon={<PersonIcon size={24} />}
      />
      <LinkIndicator
        to={shopLinks.wishlist.getHref()}
        label={t('indicators.wishlistCount', { count: wishlist.count })}
        icon={<HeartIcon size={24} />}
        counter={wishlist.count}
      />
      <LinkIndicator
        to={shopLinks.cart.getHref()}
        label={t('indicators.cartSummary', {
          count: cart.quantity,
          subtotal: currency.format(cart.subtotal),
        })}
        icon={<CartIcon size={24} />}
        counter={cart.quantity}
        testId="cart-indicator"
      />
    </>
  );
});

const preloadMobileMenu = () => void loadMobileMenu();

/**
 * The mobile header (spec §2): menu button, logo, search with the vehicle picker and a close
 * button, and the account, wishlist and cart indicators. Variant one is the dark band with the
 * search in the row; variant two is white with the search on a row of its own.
 */
export function MobileHeader({ variant }: { variant: MobileHeaderId }) {
  const { t } = useTranslation();
  const menu = useMobileMenu();
  const wide = useMediaQuery(WIDE_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  const inlineSearch = variant === 'one' && wide;
  const overlaySearch = variant === 'one' && !wide && searchOpen;

  return (
    <div className={`${styles.mobileHeader} ${styles[`variant-${variant}`] ?? ''}`}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('mobileMenu.open')}
          aria-expanded={menu.isOpen}
          onClick={menu.open}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <MenuIcon />
        </button>
        <SiteLogo compact />
        {inlineSearch && <Search tone="dark" className={styles.inlineSearch} />}
        <div className={styles.indicators}>
          {variant === 'one' && !wide && (
            <button
              type="button"
              className={styles.searchButton}
              aria-label={t('search.open')}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon size={22} />
            </button>
          )}
          <Indicators />
        </div>
        {overlaySearch && (
          <div className={styles.searchOverlay}>
            <Search tone="dark" autoFocus onClose={() => setSearchOpen(false)} />
          </div>
        )}
      </div>
      {variant === 'two' && (
        <div className={styles.searchRow}>
          <Search tone="light" />
        </div>
      )}
    </div>
  );
}
