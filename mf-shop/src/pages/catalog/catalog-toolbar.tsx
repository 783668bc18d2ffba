import { useId, type ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import type { ProductsList } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { PER_PAGE_OPTIONS, SORTS, type ListState } from '../../stores/list-url-state';
import { PRODUCTS_VIEWS, type ProductsView } from './products-view';
import { ViewIcon } from './view-icons';
import styles from './catalog-page.module.css';

export interface CatalogToolbarProps {
  state: ListState;
  list: ProductsList | null;
  view: ProductsView;
  onChange: (next: ListState) => void;
  onView: (view: ProductsView) => void;
  /** Opens the filters drawer (only shown on narrow screens). */
  onOpenFilters: () => void;
  activeFilters: number;
}

/** Views, "showing x–y of n", sort and page size above the list. */
export function CatalogToolbar({
  state,
  list,
  view,
  onChange,
  onView,
  onOpenFilters,
  activeFilters,
}: CatalogToolbarProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const limits = [...new Set([...PER_PAGE_OPTIONS, state.limit])].sort((a, b) => a - b);
  return (
    <div className={styles.toolbar} role="group" aria-label={t('catalog.toolbar')}>
      <button type="button" className={`ap-button ${styles.filtersButton}`} onClick={onOpenFilters}>
        {activeFilters > 0 ? t('filters.openCount', { count: activeFilters }) : t('filters.open')}
      </button>
      <div className={styles.views} role="group" aria-label={t('catalog.view')}>
        {PRODUCTS_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.viewButton}
            aria-pressed={option === view}
            aria-label={t(`catalog.views.${option}`)}
            title={t(`catalog.views.${option}`)}
            onClick={() => onView(option)}
          >
            <ViewIcon view={option} />
          </button>
        ))}
      </div>
      <p className={styles.showing} aria-live="polite">
        {list && list.total > 0
          ? t('catalog.showing', { from: list.from, to: list.to, total: list.total })
          : '\u00a0'}
      </p>
      <div className={styles.selects}>
        <ToolbarSelect
          label={t('catalog.sort')}
          value={state.sort}
          onChange={(sort) => onChange({ ...state, page: 1, sort: sort as ListState['sort'] })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {/* A search's default order is by how well each product matches. */}
              {t(
                `catalog.sortOptions.${sort === 'default' && state.filters.q ? 'relevance' : sort}`,
              )}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect
          label={t('catalog.perPage')}
          value={state.limit}
          onChange={(limit) => onChange({ ...state, page: 1, limit: Number(limit) })}
        >
          {limits.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </ToolbarSelect>
      </div>
    </div>
  );
}

interface ToolbarSelectProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled select; the two stay together when the toolbar wraps (longer words in Russian). */
function ToolbarSelect({ label, value, onChange, children }: ToolbarSelectProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </span>
  );
}
