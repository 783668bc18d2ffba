import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { Product } from '@autoparts/shared';
import {
  QuickViewContext,
  useQuickView,
  type OpenQuickView,
} from '../product-card/quick-view-context';

// The dialog's code (gallery, option form) loads on the first quick view, not with the page.
const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

export { useQuickView, type OpenQuickView };

/**
 * Gives every product card under it a quick-view button: one dialog for the area, opened with
 * the card's product.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const [product, setProduct] = useState<Product | null>(null);
  const open = useCallback<OpenQuickView>((next) => setProduct(next), []);
  const close = useCallback(() => setProduct(null), []);
  return (
    <QuickViewContext.Provider value={open}>
      {children}
      {product ? (
        <Suspense fallback={null}>
          <QuickView key={product.id} product={product} onClose={close} />
        </Suspense>
      ) : null}
    </QuickViewContext.Provider>
  );
}
