import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useSearchParams } from '@autoparts/shared/router';
import { useAuthStore } from '@autoparts/shared';
import { afterSignInTarget } from '../../lib/paths';

/**
 * Sign-in and registration are for signed-out visitors. A signed-in one (including one who just
 * signed in on this page) goes on to `?returnUrl` or the dashboard.
 */
export const GuestOnly = observer(function GuestOnly({ children }: { children: ReactNode }) {
  const auth = useAuthStore();
  const [search] = useSearchParams();
  if (auth.isSignedIn) return <Navigate to={afterSignInTarget(search)} replace />;
  return children;
});
