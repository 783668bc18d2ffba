import { useEffect } from 'react';
import { Link, useNavigate } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, useAuthStore, useLoader } from '@autoparts/shared';
import { formStyles } from '@autoparts/shared/forms';
import { getProfile } from '../../api/profile.api';
import { afterSignInTarget } from '../../lib/paths';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './login-page.module.css';

type Outcome = 'signing-in' | 'incomplete' | 'refused';

/**
 * Sign-in through a link (spec §5): /account/login?accessToken=..&refreshToken=.. Both tokens
 * are required. The tokens are stored, the profile is loaded with them, and the visitor goes on
 * to `returnUrl` or the dashboard, leaving the tokens out of the address bar and the history.
 */
export function TokenSignIn({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  const navigate = useNavigate();
  const accessToken = search.get('accessToken');
  const refreshToken = search.get('refreshToken');
  const target = afterSignInTarget(search);
  const complete = Boolean(accessToken && refreshToken);
  // The tokens are the key: the same link signs in once, a new link signs in again.
  const signIn = useLoader(
    `${accessToken}\n${refreshToken}`,
    async () => {
      if (!auth.signInWithTokens(accessToken, refreshToken)) throw new Error('Malformed tokens');
      // A refused token means a bad link here, not an expired session: no refresh, no detour.
      auth.setUser(await getProfile({ noTokenRefresh: true }));
      if (!auth.isSignedIn) throw new Error('The profile holds no usable user');
    },
    { enabled: complete },
  );
  const refused = signIn.status === 'error' || signIn.status === 'not-found';

  useEffect(() => {
    if (signIn.status === 'ready') navigate(target, { replace: true });
    if (refused) auth.clear();
  }, [auth, navigate, target, signIn.status, refused]);

  const outcome: Outcome = !complete ? 'incomplete' : refused ? 'refused' : 'signing-in';
  return (
    <div className={`ap-card ${styles.signInLink}`}>
      <h2>{t('tokenSignIn.title')}</h2>
      <p role={outcome === 'signing-in' ? 'status' : 'alert'}>{t(`tokenSignIn.${outcome}`)}</p>
      {outcome !== 'signing-in' && (
        <div className={formStyles.actions}>
          <Link to={accountLinks.login.getHref()} className="ap-button">
            {t('tokenSignIn.signInInstead')}
          </Link>
        </div>
      )}
    </div>
  );
}
