// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { AccountRoutes, startOpeningPage } from '../routes';

// Opened on one of its pages: that page's code downloads beside the area's first render.
startOpeningPage(window.location.pathname);

/** The account area: the shell mounts it at /account/*, /register/* and /forgot-password/*. */
export default function AccountApp({ section }: RemoteAppProps) {
  return <AccountRoutes section={section} />;
}
