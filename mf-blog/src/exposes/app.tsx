// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { BlogRoutes, startOpeningPage } from '../routes';
import styles from './app.module.css';

// Opened on one of its pages: that page's code is asked for now, beside the area's first render.
startOpeningPage(window.location.pathname);

/** The blog area, mounted by the shell at /blog/*. */
export default function BlogApp(_props: RemoteAppProps) {
  return (
    <div className={`blog ${styles.blog}`}>
      <BlogRoutes />
    </div>
  );
}
