import { lazy, Suspense, useState, type ComponentType } from 'react';
import { FailureBoundary } from '../ui/failure-boundary/failure-boundary';
import { LoadFailure, LoadingPlaceholder } from './load-state';

/** A page (or a block of one) downloaded when it is first shown, or earlier through `preload`. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /**
   * Starts the download before React renders it: an area that knows at start-up which page it
   * opens on asks for it beside the page's data, instead of once its routes render; a tab asks
   * for its panel when a pointer or the focus reaches it.
   */
  preload(): void;
};

/**
 * `load`, asked for once, however often it is called; a failure is forgotten, so the next call
 * asks again (React.lazy keeps a failure for good).
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * A page of an area that is downloaded when its route is first opened, so a visit downloads the
 * page it shows rather than every page of the area (issue 13's per-route budget). While it comes,
 * a page-high placeholder keeps the footer where it will be.
 *
 *   const CartPage = lazyPage(() => import('./pages/cart/cart-page').then((m) => m.CartPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const start = loadOnce(load);
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

/**
 * A block of a page that most visits never show (a tab's panel, with its form and validation),
 * downloaded when it is first shown: the page's own code stays small. While it comes, a block
 * placeholder stands there; if its download fails, a failure with Retry takes its place and the
 * rest of the page stays.
 *
 *   const Reviews = lazyBlock('reviews', () => import('./reviews').then((m) => m.Reviews));
 *
 * `name` says which block in the console's warning when it fails.
 */
export function lazyBlock<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  const start = loadOnce(load);
  const lazyComponent = () => lazy(async () => ({ default: await start() }));
  let Block = lazyComponent();
  function LazyBlock(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Block = lazyComponent();
      setAttempt((n) => n + 1);
    };
    return (
      <FailureBoundary key={attempt} name={name} fallback={<LoadFailure onRetry={retry} />}>
        <Suspense fallback={<LoadingPlaceholder />}>
          <Block {...props} />
        </Suspense>
      </FailureBoundary>
    );
  }
  return Object.assign(LazyBlock, { preload: () => void start() });
}
