import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Breadcrumb,
  LoadFailure,
  shopLinks,
  useGarageStore,
  useLoader,
  usePageMeta,
  type Crumb,
} from '@autoparts/shared';
import { getProducts } from '../../api/catalog.api';
import { getCategory } from '../../api/categories.api';
import { categoryCrumbs } from '../../components/breadcrumb/category-crumbs';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  parseListState,
  productsQuery,
  toSearch,
  withListState,
  type ListState,
} from '../../stores/list-url-state';
import { rebaseListChange } from '../../stores/list-change';
import { useScrollToTop } from '../../components/scroll/use-scroll-to-top';
import { ShopNotFound } from '../not-found/shop-not-found';
import { categoryLoaderKey, productsLoaderKey } from './catalog-loader';
import { catalogPageMeta } from './catalog-meta';
import { CategoryLanding } from './category-landing';
import { ProductListSection } from './product-list-section';
import { parseSidebar, parseView, type ProductsView, type SidebarSide } from './products-view';
import styles from './catalog-page.module.css';

export type { ProductsView } from './products-view';

export interface CatalogPageProps {
  /** /category/:slug/products: the list even for a category whose layout is 'categories'. */
  productsOnly?: boolean;
  defaultView?: ProductsView;
  defaultSidebar?: SidebarSide;
}

/**
 * /shop/category/products, /shop/category/{slug}[/products] and the view demo routes. An
 * observer: a search ranks the parts that fit the shopper's current vehicle first.
 */
export const CatalogPage = observer(function CatalogPage({
  productsOnly = false,
  defaultView = 'grid',
  defaultSidebar = 'start',
}: CatalogPageProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { slug = null } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = useMemo(() => parseListState(params), [params]);
  const preferVehicle = useGarageStore().currentVehicle?.id ?? null;
  const query = productsQuery(slug, state, preferVehicle).toString();
  const view = parseView(params.get('view'), defaultView);
  const side = parseSidebar(params.get('sidebar'), defaultSidebar);

  // A new category or page of the list starts at the top; a filter change keeps the place.
  useScrollToTop(`${pathname}|${state.page}`);

  const categoryLoaded = useLoader(categoryLoaderKey(slug), () => getCategory(slug ?? ''), {
    enabled: slug !== null,
  });
  const category = slug !== null && categoryLoaded.data?.slug === slug ? categoryLoaded.data : null;
  // A category page waits for the category to know its layout; the others list products at once.
  const listsProducts = productsOnly || slug === null || category?.layout === 'products';
  // The last list stays (the filters do not flicker) while the next one loads.
  const products = useLoader(
    productsLoaderKey(query),
    () => getProducts(new URLSearchParams(query)),
    {
      enabled: listsProducts,
    },
  );

  // A page past the end (an old link, a hand-typed ?page=999) shows the last page instead.
  const list = products.data;
  // The answer echoes its page, so one for another request (still on screen while this one
  // loads) never redirects.
  const lastPage =
    list && list.page === state.page && list.pages > 0 && list.page > list.pages
      ? list.pages
      : null;
  useEffect(() => {
    if (lastPage !== null) {
      navigate(
        { search: toSearch(withListState(params, { ...state, page: lastPage })) },
        { replace: true },
      );
    }
  }, [lastPage, navigate, params, state]);

  // The address this page last asked for. A navigation renders in a transition: a second change
  // made before that render (a sort chosen right after a brand) builds on the first, not on the
  // address the controls were drawn with.
  const asked = useRef(search);
  useLayoutEffect(() => {
    asked.current = search;
  }, [search]);
  const ask = useCallback(
    (nextParams: URLSearchParams) => {
      asked.current = toSearch(nextParams);
      navigate({ search: asked.current });
    },
    [navigate],
  );
  const go = useCallback(
    (next: ListState) => {
      const now = new URLSearchParams(asked.current);
      ask(withListState(now, rebaseListChange(state, next, parseListState(now))));
    },
    [ask, state],
  );
  const setView = (next: ProductsView) => {
    const nextParams = new URLSearchParams(asked.current);
    if (next === defaultView) nextParams.delete('view');
    else nextParams.set('view', next);
    ask(nextParams);
  };
  const pageHref = (page: number) =>
    `${pathname}${toSearch(withListState(params, { ...state, page }))}`;
  const categoryHref = (target: string | null) =>
    shopLinks.products.getHref({ category: target ?? undefined }) +
    toSearch(withListState(params, { ...state, page: 1 }));

  const { q } = state.filters;
  const title = q
    ? t('catalog.resultsFor', { query: q })
    : slug
      ? (category?.name ?? '\u00a0')
      : t('catalog.allProducts');
  const landing = category?.layout === 'categories' && !productsOnly;
  // A category's page is described once the category is known; the other lists at once.
  const notFound = categoryLoaded.status === 'not-found' || products.status === 'not-found';
  usePageMeta(
    notFound || (slug !== null && category === null)
      ? null
      : catalogPageMeta(t, { title, category, query: q, page: state.page, landing }),
  );

  // The category, or the category the list was asked for, does not exist.
  if (notFound) return <ShopNotFound />;

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
    ...categoryCrumbs(category),
  ];
  if (!slug || q) crumbs.push({ label: title });

  return (
    <div className={`ap-container ${styles.page}`}>
      <header className={styles.header}>
        <Breadcrumb items={crumbs} />
        <h1 className="ap-page-title">{title}</h1>
      </header>
      {categoryLoaded.status === 'error' && (
        <LoadFailure what={t('catalog.categoryWhat')} onRetry={categoryLoaded.retry} />
      )}
      {!listsProducts && categoryLoaded.status === 'loading' && (
        <div className={styles.pending} aria-busy="true" />
      )}
      {landing && category ? (
        <CategoryLanding category={category} />
      ) : (
        listsProducts && (
          <ProductListSection
            products={products}
            state={state}
            view={view}
            side={side}
            onChange={go}
            onView={setView}
            pageHref={pageHref}
            categoryHref={categoryHref}
          />
        )
      )}
    </div>
  );
});
