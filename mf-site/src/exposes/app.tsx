// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { SiteRoutes, startOpeningPage } from '../routes';
import styles from './app.module.css';

// Opened on one of its pages: that page's code is asked for now, beside the area's first render.
startOpeningPage(window.location.pathname);

/** The site pages area, mounted by the shell at /site/*. */
export default function SiteApp(_props: RemoteAppProps) {
  return (
    <div className={`site ${styles.site}`}>
      <SiteRoutes />
    </div>
  );
}
