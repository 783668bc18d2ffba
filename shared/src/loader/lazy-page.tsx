import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPlaceholder } from './load-state';

/** A page downloaded when its route is first opened, or earlier through `preload`. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /**
   * Starts the page's download before React renders it: an area that knows at start-up which page
   * it opens on asks for it beside the page's data, instead of once its routes render.
   */
  preload(): void;
};

/**
 * A page of an area that is downloaded when its route is first opened, so a visit downloads the
 * page it shows rather than every page of the area (issue 13's per-route budget). While it comes,
 * a page-high placeholder keeps the footer where it will be.
 *
 *   const CartPage = lazyPage(() => import('./pages/cart/cart-page').then((m) => m.CartPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      const started = load();
      loading = started;
      // A failed early start is forgotten: the render asks again (React.lazy keeps a failure).
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
  const Page = lazy(async () => ({ default: await start() }));
  function LazyPageRoute(props: P) {
    return (
      <Suspense fallback={<LoadingPlaceholder size="page" />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPageRoute, { preload: () => void start() });
}
