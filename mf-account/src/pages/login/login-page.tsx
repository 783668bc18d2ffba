import { useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { lazyPage, usePageMeta } from '@autoparts/shared';
import { GuestOnly } from '../../components/route-guards/guest-only';
import { RegisterForm } from '../../components/register-form/register-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

// Only a sign-in link (?accessToken=..&refreshToken=..) needs it and the profile call it makes;
// the sign-in form most visits come for does not wait for it.
const TokenSignIn = lazyPage(() => import('./token-sign-in').then((m) => m.TokenSignIn));

/** /account/login: sign in or register side by side, or complete a sign-in link. */
export function LoginPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('login.pageTitle'), description: t('seo.login'), noindex: true });
  const [search] = useSearchParams();
  const isSignInLink = search.has('accessToken') || search.has('refreshToken');
  return (
    <AreaPage title={t('login.pageTitle')} hideTitle>
      {isSignInLink ? (
        <TokenSignIn search={search} />
      ) : (
        <GuestOnly>
          <div className={styles.columns}>
            <section className="ap-card" aria-labelledby="account-login-title">
              <h2 id="account-login-title">{t('login.title')}</h2>
              <LoginForm />
            </section>
            <section className="ap-card" aria-labelledby="account-register-title">
              <h2 id="account-register-title">{t('register.title')}</h2>
              <RegisterForm />
            </section>
          </div>
        </GuestOnly>
      )}
    </AreaPage>
  );
}
