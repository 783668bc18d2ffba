import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styles from './buying-routes.module.css';

/**
 * The buying pages (checkout, order success, track order) are a step most visits never reach: they
 * and the form kit load when first opened, so the catalog's first route does not pay for them.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PagePlaceholder />}>
        <Page />
      </Suspense>
    );
  };
}

// A screen's height while the page's code arrives, so the footer is not pushed down after it.
function PagePlaceholder(): ReactNode {
  return <div className={styles.placeholder} aria-busy="true" />;
}

export const CheckoutPage = lazyPage(() => import('./checkout/checkout-page'), 'CheckoutPage');
export const OrderSuccessPage = lazyPage(
  () => import('./order-success/order-success-page'),
  'OrderSuccessPage',
);
export const TrackOrderPage = lazyPage(
  () => import('./track-order/track-order-page'),
  'TrackOrderPage',
);
