import { useTranslation } from 'react-i18next';
import { TopBar } from '../top-bar/top-bar';
import { SiteLogo } from './site-logo';
import { SearchForm } from './search-form';
import { AccountIndicator, CartIndicator, WishlistIndicator } from './indicators';
import { MainNav } from './main-nav';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      <div className={styles.band}>
        <div className={`ap-container ${styles.row}`}>
          <SiteLogo />
          <SearchForm />
          <div className={styles.indicators}>
            <WishlistIndicator />
            <AccountIndicator />
            <CartIndicator />
          </div>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
