import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

/** The RedParts mark: a drawn gear-and-wrench so the logo needs no image request. */
export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.logo} aria-label={t('shell.homeLink')}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="var(--ap-color-accent)" />
        <path
          d="M20 9l2.6 3.3 4.1-.9.6 4.2 3.8 1.8-1.9 3.8 1.9 3.8-3.8 1.8-.6 4.2-4.1-.9L20 33l-2.6-3.3-4.1.9-.6-4.2-3.8-1.8 1.9-3.8-1.9-3.8 3.8-1.8.6-4.2 4.1.9z"
          fill="#fff"
        />
        <circle cx="20" cy="21" r="4.5" fill="var(--ap-color-accent)" />
      </svg>
      <span className={styles.logoText}>
        <span>
          <span className={styles.logoRed}>Red</span>Parts
        </span>
        <small>{t('shell.brandTagline')}</small>
      </span>
    </Link>
  );
}
