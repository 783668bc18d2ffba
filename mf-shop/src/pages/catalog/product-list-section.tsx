import { useCallback, useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadFailure, Pagination, type Loaded, type ProductsList } from '@autoparts/shared';
import { ActiveFilters } from '../../components/filters/active-filters';
import { FiltersPanel } from '../../components/filters/filters-panel';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  DEFAULT_LIMIT,
  activeFilterCount,
  hasFilters,
  withoutFilters,
  type ListState,
} from '../../stores/list-url-state';
import { CatalogToolbar } from './catalog-toolbar';
import { FiltersSidebar } from './filters-sidebar';
import { ProductGrid } from './product-grid';
import { SearchNotFound } from './search-not-found';
import type { ProductsView, SidebarSide } from './products-view';
import styles from './catalog-page.module.css';

export interface ProductListSectionProps {
  products: Loaded<ProductsList>;
  state: ListState;
  view: ProductsView;
  side: SidebarSide;
  onChange: (next: ListState) => void;
  onView: (view: ProductsView) => void;
  pageHref: (page: number) => string;
  categoryHref: (slug: string | null) => string;
}

/** Sidebar filters beside the toolbar, the products and the pager. */
export function ProductListSection({
  products,
  state,
  view,
  side,
  onChange,
  onView,
  pageHref,
  categoryHref,
}: ProductListSectionProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const list = products.data;
  const loading = products.status === 'loading';

  let content;
  if (products.status === 'error') {
    content = <LoadFailure what={t('catalog.productsWhat')} onRetry={products.retry} />;
  } else if (!loading && list?.didYouMean && state.filters.q) {
    content = (
      <SearchNotFound
        query={state.filters.q}
        didYouMean={list.didYouMean}
        vehicle={state.filters.vehicle}
      />
    );
  } else if (!loading && list?.items.length === 0) {
    content = (
      <div className={styles.message}>
        <p>{t('catalog.empty')}</p>
        {hasFilters(state.filters) && (
          <button
            type="button"
            className="ap-button"
            onClick={() => onChange(withoutFilters(state))}
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
    );
  } else {
    content = (
      <ProductGrid
        view={view}
        products={loading ? null : (list?.items ?? null)}
        skeletons={Math.min(state.limit, DEFAULT_LIMIT)}
      />
    );
  }

  return (
    <div className={`${styles.layout} ${side === 'end' ? styles.sidebarEnd : ''}`}>
      <FiltersSidebar side={side} open={drawerOpen} onClose={closeDrawer}>
        {list ? (
          <FiltersPanel
            filters={list.filters}
            state={state}
            onChange={onChange}
            categoryHref={categoryHref}
          />
        ) : (
          <div className={styles.filtersSkeleton} aria-hidden="true" />
        )}
      </FiltersSidebar>
      <div className={styles.content}>
        {/* Names the list for the outline: the cards' h3 headings follow an h2 even on a phone,
            where the filters' headings are in a closed drawer. */}
        <h2 className="ap-visually-hidden">{t('catalog.productsHeading')}</h2>
        <ActiveFilters filters={list?.filters ?? []} state={state} onChange={onChange} />
        <CatalogToolbar
          state={state}
          list={loading ? null : (list ?? null)}
          view={view}
          onChange={onChange}
          onView={onView}
          onOpenFilters={() => setDrawerOpen(true)}
          activeFilters={activeFilterCount(state.filters)}
        />
        {content}
        {!loading && list && (
          <div className={styles.pager}>
            <Pagination page={list.page} pages={list.pages} hrefOf={pageHref} />
          </div>
        )}
      </div>
    </div>
  );
}
