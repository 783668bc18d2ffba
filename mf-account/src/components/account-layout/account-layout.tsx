import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, useAuthStore } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from './area-page';
import styles from './layout.module.css';

const NAV_LINKS = [
  { to: accountLinks.dashboard.getHref(), label: 'nav.dashboard' },
  { to: accountLinks.garage.getHref(), label: 'nav.garage' },
  { to: accountLinks.profile.getHref(), label: 'nav.profile' },
  { to: accountLinks.orders.getHref(), label: 'nav.orders' },
  { to: accountLinks.addresses.getHref(), label: 'nav.addresses' },
  { to: accountLinks.password.getHref(), label: 'nav.password' },
] as const;

/** The signed-in pages: the account navigation beside the page's content. */
export function AccountLayout() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AreaPage title={t('nav.myAccount')}>
      <div className={styles.account}>
        <aside className={`ap-card ${styles.sidebar}`}>
          <h2 className={styles.sidebarTitle}>{t('nav.title')}</h2>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
                  >
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LogoutButton />
        </aside>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </AreaPage>
  );
}

function LogoutButton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    // Always ends signed out: the store forgets the session even when the server cannot be told.
    await auth.logout();
    navigate(accountLinks.login.getHref());
  };
  return (
    <button type="button" className={styles.logout} disabled={busy} onClick={() => void logout()}>
      {t('nav.logout')}
    </button>
  );
}
