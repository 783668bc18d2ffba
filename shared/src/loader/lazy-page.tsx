import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPlaceholder } from './load-state';

/**
 * A page of an area that is downloaded when its route is first opened, so a visit downloads the
 * page it shows rather than every page of the area (issue 13's per-route budget). While it comes,
 * a page-high placeholder keeps the footer where it will be.
 *
 *   const CartPage = lazyPage(() => import('./pages/cart/cart-page').then((m) => m.CartPage));
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingPlaceholder size="page" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
