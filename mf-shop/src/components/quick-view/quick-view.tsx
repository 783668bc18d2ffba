import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, type QuickViewProps } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { productPath } from '../../paths';
import { ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { PurchaseForm } from './purchase-form';
import { useProduct } from './use-product';
import styles from './quick-view.module.css';

/** Spec §9: the gallery appears 150 ms after the quick view opens, once the dialog has its size. */
export const QUICK_VIEW_GALLERY_DELAY_MS = 150;

/** Calls `onClose` as soon as the location changes: the quick view closes when navigation starts. */
function useCloseOnNavigation(onClose: () => void) {
  const location = useLocation();
  const opened = useRef(location);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (location !== opened.current) onCloseRef.current();
  }, [location]);
}

function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

/** The product quick view (spec §2), for a product at hand or a slug to load. */
export function QuickView({ product, slug, onClose }: QuickViewProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const state = useProduct(slug ?? product?.slug, product);
  const headingId = useId();
  const galleryShown = useDelayed(QUICK_VIEW_GALLERY_DELAY_MS);
  useCloseOnNavigation(onClose);

  const ready = state.status === 'ready';
  return (
    <Dialog
      onClose={onClose}
      labelledBy={ready ? headingId : undefined}
      label={t('quickView.title')}
      closeLabel={t('quickView.close')}
    >
      {state.status === 'ready' ? (
        <div className={styles.layout}>
          <div className={styles.media}>
            {galleryShown ? (
              <ProductGallery product={state.product} zoom={false} />
            ) : (
              <div className={styles.placeholder} aria-hidden="true" />
            )}
          </div>
          <div className={styles.body}>
            <ProductInfo product={state.product} heading="h2" headingId={headingId} />
            <PurchaseForm product={state.product} />
            <Link className={styles.details} to={productPath(state.product.slug)}>
              {t('quickView.seeFullDetails')}
            </Link>
          </div>
        </div>
      ) : (
        <QuickViewStatus state={state} />
      )}
    </Dialog>
  );
}

function QuickViewStatus({ state }: { state: ReturnType<typeof useProduct> }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('quickView.loading')}
      </p>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p>{t(state.status === 'not-found' ? 'quickView.notFound' : 'quickView.loadError')}</p>
      {state.status === 'error' ? (
        <button type="button" className="ap-button ap-button--secondary" onClick={state.retry}>
          {t('quickView.retry')}
        </button>
      ) : null}
    </div>
  );
}
