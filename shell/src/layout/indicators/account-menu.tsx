import { Link, useNavigate } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, useAuthStore, type User } from '@autoparts/shared';
import styles from './indicators.module.css';

const LINKS = [
  ['dashboard', accountLinks.dashboard.getHref()],
  ['garage', accountLinks.garage.getHref()],
  ['profile', accountLinks.profile.getHref()],
  ['orders', accountLinks.orders.getHref()],
  ['addresses', accountLinks.addresses.getHref()],
] as const;

function initials(user: User): string {
  return `${Array.from(user.firstName)[0] ?? ''}${Array.from(user.lastName)[0] ?? ''}`;
}

/** The signed-in account menu: who is signed in, five account pages and Logout (spec §2). */
export function AccountMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const auth = useAuthStore();
  const navigate = useNavigate();
  const logout = async () => {
    onNavigate();
    await auth.logout();
    navigate(accountLinks.login.getHref());
  };
  return (
    <div className={styles.accountMenu}>
      <Link to={accountLinks.dashboard.getHref()} className={styles.user} onClick={onNavigate}>
        {user.avatar ? (
          <img src={user.avatar} alt="" className={styles.avatar} width="44" height="44" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <span className={styles.userText}>
          <span className={styles.userName}>
            {user.firstName} {user.lastName}
          </span>
          <span className={styles.userEmail}>{user.email}</span>
        </span>
      </Link>
      <ul className={styles.menuLinks}>
        {LINKS.map(([key, to]) => (
          <li key={key}>
            <Link to={to} onClick={onNavigate}>
              {t(`accountMenu.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        {t('accountMenu.logout')}
      </button>
    </div>
  );
}
