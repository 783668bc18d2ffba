// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { yieldToBrowser } from '@autoparts/shared/startup';
import { QuickViewProvider } from '../components/quick-view/quick-view-context';
import { ShopRoutes, startRouteEarly } from '../routes';

// Opened on a product or a list: what it shows is asked for while the page's code downloads. In
// the task after this module's evaluation, not in it: evaluating the area and starting the page's
// code, texts and data were one task of 70 ms here (under Lighthouse's 4x CPU, a category page's
// largest blocking one).
void yieldToBrowser().then(() => startRouteEarly(window.location.pathname, window.location.search));

/** The shop area, mounted by the shell at /shop/*. */
export default function ShopApp(_props: RemoteAppProps) {
  return (
    <QuickViewProvider>
      <ShopRoutes />
    </QuickViewProvider>
  );
}
