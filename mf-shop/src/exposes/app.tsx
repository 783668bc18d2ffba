// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { QuickViewProvider } from '../components/quick-view/quick-view-context';
import { ShopRoutes, startRouteEarly } from '../routes';

// Opened on a product or a list: what it shows is asked for while the page's code downloads.
startRouteEarly(window.location.pathname, window.location.search);

/** The shop area, mounted by the shell at /shop/*. */
export default function ShopApp(_props: RemoteAppProps) {
  return (
    <QuickViewProvider>
      <ShopRoutes />
    </QuickViewProvider>
  );
}
