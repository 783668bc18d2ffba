import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

const ITEMS = [
  { key: 'home', to: '/', end: true },
  { key: 'shop', to: '/shop', end: false },
  { key: 'vehicle', to: '/vehicle', end: false },
  { key: 'blog', to: '/blog', end: false },
  { key: 'account', to: '/account/dashboard', end: false },
  { key: 'pages', to: '/site/about-us', end: false },
] as const;

export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={`ap-container ${styles.navList}`}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? styles.navActive : undefined)}
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
