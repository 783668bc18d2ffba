import { observer } from 'mobx-react-lite';
import { useLocation } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, FederatedWidget, useAuthStore } from '@autoparts/shared';
import { AccountMenu } from './account-menu';
import { PersonIcon } from './icons';
import { DropdownIndicator } from './indicator';
import { PanelUnavailable } from './panel-fallback';
import styles from './indicators.module.css';

/**
 * Spec §2: the email when signed in, else a label; the menu is the account links, or the account
 * area's sign-in form. That form is loaded when a signed-out visitor first opens the menu, not
 * with every page; while its area is down the menu still leads to the sign-in page.
 */
export const AccountIndicator = observer(function AccountIndicator() {
  const { t } = useTranslation();
  const auth = useAuthStore();
  const { pathname, search } = useLocation();
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
          <FederatedWidget
            id="account/SignInForm"
            props={{ onSignedIn: close, onNavigate: close }}
            loading={
              <div className={styles.formLoading} role="status" aria-label={t('area.loading')} />
            }
            failed={
              <PanelUnavailable
                message={t('indicators.signInUnavailable')}
                to={accountLinks.login.getHref(pathname + search)}
                linkText={t('indicators.openSignIn')}
                onNavigate={close}
              />
            }
          />
        )
      }
    </DropdownIndicator>
  );
});
