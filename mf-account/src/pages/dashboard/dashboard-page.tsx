import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, useAuthStore, usePageMeta, type User } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { DefaultAddressCard, RecentOrdersCard } from './dashboard-cards';
import styles from './dashboard-page.module.css';

const SHORTCUTS = [
  { to: accountLinks.garage.getHref(), key: 'garage' },
  { to: accountLinks.profile.getHref(), key: 'profile' },
  { to: accountLinks.orders.getHref(), key: 'orders' },
  { to: accountLinks.addresses.getHref(), key: 'addresses' },
] as const;

/**
 * /account/dashboard: who is signed in, the default address, the latest orders and the way to the
 * rest of the account.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('nav.dashboard'), description: t('seo.dashboard'), noindex: true });
  const { user } = useAuthStore();
  // The guard renders this page only with a user; null is a session ending right now.
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className={styles.dashboard}>
      <section className={`ap-card ${styles.profile}`} aria-labelledby="account-greeting">
        <Avatar user={user} />
        <h2 id="account-greeting" className={styles.greeting}>
          {t('dashboard.greeting', { name: user.firstName || name || user.email })}
        </h2>
        {name && <p className={styles.name}>{name}</p>}
        <p className={styles.email}>{user.email}</p>
        <Link to={accountLinks.profile.getHref()} className="ap-button ap-button--secondary">
          {t('dashboard.editProfile')}
        </Link>
      </section>
      <DefaultAddressCard />
      <RecentOrdersCard />
      <section className={`ap-card ${styles.shortcuts}`} aria-labelledby="account-shortcuts">
        <h2 id="account-shortcuts">{t('dashboard.shortcutsTitle')}</h2>
        <ul className={styles.shortcutList}>
          {SHORTCUTS.map(({ to, key }) => (
            <li key={key}>
              <Link to={to} className={styles.shortcut}>
                <strong>{t(`dashboard.shortcuts.${key}.title`)}</strong>
                <span>{t(`dashboard.shortcuts.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});

function Avatar({ user }: { user: User }) {
  if (user.avatar) {
    return <img className={styles.avatar} src={user.avatar} alt="" width={88} height={88} />;
  }
  const initials = [user.firstName, user.lastName].map((part) => Array.from(part)[0] ?? '');
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials.join('').toLocaleUpperCase() || '?'}
    </span>
  );
}
