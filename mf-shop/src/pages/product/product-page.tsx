import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Breadcrumb,
  LoadState,
  shopLinks,
  useLoadedPageMeta,
  useLoader,
  type Loaded,
  type Product,
} from '@autoparts/shared';
import { getProductList } from '../../api/catalog.api';
import { getProductBySlug } from '../../api/product.api';
import { productLoaderKey } from './product-loader';
import { categoryCrumbs } from '../../components/breadcrumb/category-crumbs';
import { ProductGallery } from '../../components/quick-view/product-gallery';
import { ProductInfo } from '../../components/quick-view/product-info';
import { PurchaseForm } from '../../components/quick-view/purchase-form';
import { RelatedProducts } from '../../components/related-products/related-products';
import { useScrollToTop } from '../../components/scroll/use-scroll-to-top';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ShopNotFound } from '../not-found/shop-not-found';
import { productPageMeta } from './product-meta';
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
  if (!slug) return <ShopNotFound />;
  // Another product is another page: it starts from the skeleton, not under the last product.
  return <ProductBySlug key={slug} slug={slug} layout={layout} />;
}

/** How many special offers the demo pages look through for one with options to choose. */
const DEMO_CANDIDATES = 8;

/**
 * The spec's demo routes product-full and product-sidebar: a representative product (a special
 * offer with options, so every part of the page shows) in the given layout.
 */
export function ProductDemoPage({ layout }: { layout: ProductLayout }) {
  const pick = useLoader('product-demo', () =>
    getProductList('special-offers', { limit: DEMO_CANDIDATES }).then(
      (products) => (products.find((p) => p.options.length > 0) ?? products[0])?.slug ?? null,
    ),
  );
  return (
    <ProductPageState loaded={pick}>
      {(slug) => (slug ? <ProductBySlug slug={slug} layout={layout} /> : <ShopNotFound />)}
    </ProductPageState>
  );
}

function ProductBySlug({ slug, layout }: { slug: string; layout: ProductLayout }) {
  const loaded = useLoader(productLoaderKey(slug), () => getProductBySlug(slug));
  useLoadedPageMeta(loaded, productPageMeta);
  return (
    <ProductPageState loaded={loaded}>
      {(product) => <ProductView key={product.id} product={product} layout={layout} />}
    </ProductPageState>
  );
}

/** The page's skeleton while it loads, the shop's 404 for no such product, else Retry. */
function ProductPageState<T>(props: { loaded: Loaded<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <LoadState
      loaded={props.loaded}
      className="ap-container"
      loading={<ProductLoading />}
      notFound={<ShopNotFound />}
      what={t('product.what')}
    >
      {props.children}
    </LoadState>
  );
}

function ProductLoading() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={styles.loading}>
      <span className="ap-visually-hidden">{t('product.loading')}</span>
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
            { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
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
