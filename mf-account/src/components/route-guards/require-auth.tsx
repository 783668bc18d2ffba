import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, Outlet, useLocation } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, useAuthStore } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';

/** Account pages are for signed-in visitors (spec §6): others sign in first, then come back. */
export const RequireAuth = observer(function RequireAuth() {
  const auth = useAuthStore();
  const { pathname, search, hash } = useLocation();
  // A session that ends on this page (logout, a refused token refresh) is followed by a
  // navigation of whoever ended it; redirecting here too would race it to a different URL.
  const [signedInOnArrival] = useState(auth.isSignedIn);
  if (auth.isSignedIn) return <Outlet />;
  if (signedInOnArrival) return <SignedOut />;
  return <Navigate to={accountLinks.login.getHref(pathname + search + hash)} replace />;
});

function SignedOut() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className="ap-container">
      <p>
        {t('guard.signedOut')} <Link to={accountLinks.login.getHref()}>{t('guard.signIn')}</Link>
      </p>
    </div>
  );
}
