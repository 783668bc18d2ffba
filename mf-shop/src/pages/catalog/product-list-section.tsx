import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type ProductsList } from '@autoparts/shared';
import { ActiveFilters } from '../../components/filters/active-filters';
import { FiltersPanel } from '../../components/filters/filters-panel';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import type { Loadable } from '../../stores/loadable';
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
import type { ProductsView, SidebarSide } from './products-view';
import styles from './catalog-page.module.css';

export interface ProductListSectionProps {
  products: Loadable<ProductsList>;
  state: ListState;
  view: ProductsView;
  side: SidebarSide;
  onChange: (next: ListState) => void;
  onView: (view: ProductsView) => void;
  onRetry: () => void;
  pageHref: (page: number) => string;
  categoryHref: (slug: string | null) => string;
}

/** Sidebar filters beside the toolbar, the products and the pager. */
export const ProductListSection = observer(function ProductListSection({
  products,
  state,
  view,
  side,
  onChange,
  onView,
  onRetry,
  pageHref,
  categoryHref,
}: ProductListSectionProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const list = products.value;
  const loading = products.isLoading || products.status === 'idle';

  let content;
  if (products.status === 'error') {
    content = (
      <div className={styles.message} role="alert">
        <p>{t('catalog.loadError')}</p>
        <button type="button" className="ap-button" onClick={onRetry}>
          {t('catalog.retry')}
        </button>
      </div>
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
        <ActiveFilters filters={list?.filters ?? []} state={state} onChange={onChange} />
        <CatalogToolbar
          state={state}
          list={loading ? null : list}
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
});
