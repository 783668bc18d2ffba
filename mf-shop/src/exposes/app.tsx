// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { QuickViewProvider } from '../components/quick-view/quick-view-context';
import { startCatalogEarly } from '../pages/catalog/catalog-loader';
import { startProductEarly } from '../pages/product/product-loader';
import { ShopRoutes } from '../routes';

// Opened on a product or a list: what it shows is asked for while the page's code downloads.
startProductEarly(window.location.pathname);
startCatalogEarly(window.location.pathname, window.location.search);

/** The shop area, mounted by the shell at /shop/*. */
export default function ShopApp(_props: RemoteAppProps) {
  return (
    <QuickViewProvider>
      <ShopRoutes />
    </QuickViewProvider>
  );
}
