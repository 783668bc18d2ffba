import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Dialog,
  LoadState,
  shopLinks,
  useLoader,
  type Product,
  type QuickViewProps,
} from '@autoparts/shared';
import { getProductBySlug } from '../../api/product.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductGallery } from './product-gallery';
import { CrossReferenceTable } from '../cross-reference/cross-reference-table';
import { ProductInfo } from './product-info';
import { PurchaseForm } from './purchase-form';
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
  // A product at hand (a card's) is shown as it is; only a slug is loaded.
  const loaded = useLoader(`product:${slug}`, () => getProductBySlug(slug ?? ''), {
    enabled: product === undefined,
  });
  const headingId = useId();
  const galleryShown = useDelayed(QUICK_VIEW_GALLERY_DELAY_MS);
  useCloseOnNavigation(onClose);

  const content = (shown: Product) => (
    <QuickViewContent product={shown} headingId={headingId} galleryShown={galleryShown} />
  );
  return (
    <Dialog
      onClose={onClose}
      labelledBy={product || loaded.status === 'ready' ? headingId : undefined}
      label={t('quickView.title')}
      closeLabel={t('quickView.close')}
    >
      {product ? (
        content(product)
      ) : (
        <LoadState
          loaded={loaded}
          className={styles.status}
          what={t('quickView.what')}
          loading={t('quickView.loading')}
          notFound={
            <div className={styles.status} role="alert">
              <p>{t('quickView.notFound')}</p>
            </div>
          }
        >
          {content}
        </LoadState>
      )}
    </Dialog>
  );
}

/** Cross-reference rows the quick view shows; the product page lists them all. */
export const QUICK_VIEW_CROSS_REFERENCES = 4;

function QuickViewContent(props: { product: Product; headingId: string; galleryShown: boolean }) {
  const { product, headingId, galleryShown } = props;
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        {galleryShown ? (
          <ProductGallery product={product} zoom={false} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <ProductInfo product={product} heading="h2" headingId={headingId} />
        <PurchaseForm product={product} />
        <CrossReferenceTable product={product} limit={QUICK_VIEW_CROSS_REFERENCES} />
        <Link className={styles.details} to={shopLinks.product.getHref(product.slug)}>
          {t('quickView.seeFullDetails')}
        </Link>
      </div>
    </div>
  );
}
