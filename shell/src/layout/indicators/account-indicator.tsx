import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@autoparts/shared';
import { AccountMenu } from './account-menu';
import { PersonIcon } from './icons';
import { DropdownIndicator } from './indicator';
import styles from './indicators.module.css';

// The form and its validation libraries load when a signed-out visitor first opens the menu,
// not with every page.
const LoginForm = lazy(() => import('./login-form'));

/** Spec §2: the email when signed in, else a label; the menu is a login form or account links. */
export const AccountIndicator = observer(function AccountIndicator() {
  const { t } = useTranslation();
  const auth = useAuthStore();
  const user = auth.user;
  const caption = user ? user.email : t('indicators.accountHello');
  return (
    <DropdownIndicator
      label={`${caption}, ${t('indicators.accountTitle')}`}
      icon={<PersonIcon />}
      caption={caption}
      value={t('indicators.accountTitle')}
      panelClassName={styles.accountPanel}
    >
      {(close) =>
        user ? (
          <AccountMenu user={user} onNavigate={close} />
        ) : (
          <Suspense fallback={<div className={styles.formLoading} />}>
            <LoginForm onNavigate={close} />
          </Suspense>
        )
      }
    </DropdownIndicator>
  );
});
