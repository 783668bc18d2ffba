import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, type Product } from '@autoparts/shared';
import { getProductList } from '../../api/catalog.api';
import { categoryCrumbs } from '../../components/breadcrumb/category-crumbs';
import { ProductGallery } from '../../components/quick-view/product-gallery';
import { ProductInfo } from '../../components/quick-view/product-info';
import { PurchaseForm } from '../../components/quick-view/purchase-form';
import { useProduct } from '../../components/quick-view/use-product';
import { RelatedProducts } from '../../components/related-products/related-products';
import { useScrollToTop } from '../../components/scroll/use-scroll-to-top';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { SHOP_PATH } from '../../paths';
import { ShopNotFound } from '../not-found/shop-not-found';
import { ProductSidebar } from './product-sidebar';
import { ProductTabs, type ProductTab } from './product-tabs';
import styles from './product-page.module.css';

export type ProductLayout = 'full' | 'sidebar';

/** /shop/products/:slug; `?layout=sidebar` shows the page with the shop sidebar. */
export function ProductPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const layout: ProductLayout = params.get('layout') === 'sidebar' ? 'sidebar' : 'full';
  useScrollToTop(slug ?? '');
  return <ProductBySlug slug={slug} layout={layout} />;
}

/** How many special offers the demo pages look through for one with options to choose. */
const DEMO_CANDIDATES = 8;

/**
 * The spec's demo routes product-full and product-sidebar: a representative product (a special
 * offer with options, so every part of the page shows) in the given layout.
 */
export function ProductDemoPage({ layout }: { layout: ProductLayout }) {
  const [slug, setSlug] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getProductList('special-offers', { limit: DEMO_CANDIDATES }).then(
      (products) => {
        const pick = products.find((p) => p.options.length > 0) ?? products[0];
        if (current) setSlug(pick?.slug ?? null);
      },
      () => current && setSlug(null),
    );
    return () => {
      current = false;
    };
  }, []);
  if (slug === undefined) return <ProductLoading />;
  return <ProductBySlug slug={slug ?? undefined} layout={layout} />;
}

function ProductBySlug({ slug, layout }: { slug: string | undefined; layout: ProductLayout }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const state = useProduct(slug);
  if (state.status === 'loading') return <ProductLoading />;
  if (state.status === 'not-found') return <ShopNotFound />;
  if (state.status === 'error') {
    return (
      <div className={`ap-container ${styles.message}`} role="alert">
        <p>{t('product.loadError')}</p>
        <button type="button" className="ap-button" onClick={state.retry}>
          {t('product.retry')}
        </button>
      </div>
    );
  }
  return <ProductView key={state.product.id} product={state.product} layout={layout} />;
}

function ProductLoading() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div
      className={`ap-container ${styles.loading}`}
      role="status"
      aria-label={t('product.loading')}
    >
      <div className={styles.loadingMedia} />
      <div className={styles.loadingText}>
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

function ProductView({ product, layout }: { product: Product; layout: ProductLayout }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [tab, setTab] = useState<ProductTab>('description');

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="ap-container">
      <div className={styles.crumbs}>
        <Breadcrumb
          items={[
            { label: t('breadcrumb.shop'), to: SHOP_PATH },
            ...categoryCrumbs(product.categories[0]),
            { label: product.name },
          ]}
        />
      </div>
      <div className={layout === 'sidebar' ? styles.withSidebar : undefined}>
        {layout === 'sidebar' ? <ProductSidebar /> : null}
        <div className={styles.main}>
          <div className={styles.top} data-layout={layout}>
            <ProductGallery product={product} className={styles.gallery} />
            <div className={styles.summary}>
              <ProductInfo product={product} heading="h1" onShowReviews={showReviews} />
              <PurchaseForm product={product} />
            </div>
          </div>
          <ProductTabs product={product} tab={tab} onTab={setTab} />
        </div>
      </div>
      <RelatedProducts productSlug={product.slug} />
    </div>
  );
}
