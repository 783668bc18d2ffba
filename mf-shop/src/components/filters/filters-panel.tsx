import { useTranslation } from '@autoparts/shared/translation';
import { Rating, type ProductFilter } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  toggled,
  withFilters,
  type ListFilters,
  type ListState,
} from '../../stores/list-url-state';
import { CategoryFilter } from './category-filter';
import { CheckList } from './check-list';
import { FilterBlock } from './filter-block';
import { PriceFilter } from './price-filter';
import { VehicleFilter } from './vehicle-filter';
import styles from './filters.module.css';

export interface FiltersPanelProps {
  /** The filters of the last list answer: options and their counts. */
  filters: readonly ProductFilter[];
  /** The chosen values, from the URL (newer than the answer while a list loads). */
  state: ListState;
  onChange: (next: ListState) => void;
  categoryHref: (slug: string | null) => string;
}

/** The sidebar's filters, one block per filter of the API answer, in its order. */
export function FiltersPanel({ filters, state, onChange, categoryHref }: FiltersPanelProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const chosen = state.filters;
  const change = (values: Partial<ListFilters>) => onChange(withFilters(state, values));

  const body = (filter: ProductFilter) => {
    switch (filter.type) {
      case 'category':
        return <CategoryFilter filter={filter} categoryHref={categoryHref} />;
      case 'vehicle':
        return <VehicleFilter value={chosen.vehicle} onChange={(vehicle) => change({ vehicle })} />;
      case 'range':
        return (
          <PriceFilter
            key={`${filter.min}-${filter.max}-${chosen.price?.join('-')}`}
            filter={filter}
            value={chosen.price}
            onChange={(price) => change({ price })}
          />
        );
      case 'check':
        return (
          <CheckList
            items={filter.items}
            chosen={chosen.brand}
            onToggle={(slug) => change({ brand: toggled(chosen.brand, slug) })}
          />
        );
      case 'radio':
        return (
          <CheckList
            type="radio"
            name={`filter-${filter.slug}`}
            items={filter.items}
            chosen={[chosen.discount]}
            onToggle={(slug) => change({ discount: slug as ListFilters['discount'] })}
            renderLabel={(item) => t(`filters.discount.${item.slug}`, { defaultValue: item.name })}
          />
        );
      case 'rating':
        return (
          <CheckList
            items={filter.items}
            chosen={chosen.rating.map(String)}
            onToggle={(slug) => change({ rating: toggled(chosen.rating, Number(slug)) })}
            renderLabel={(item) => (
              <>
                <Rating value={item.rating} />
                <span className="ap-visually-hidden">
                  {t('filters.stars', { count: item.rating })}
                </span>
              </>
            )}
          />
        );
      case 'color':
        return (
          <CheckList
            items={filter.items}
            chosen={chosen.color}
            onToggle={(slug) => change({ color: toggled(chosen.color, slug) })}
            renderLabel={(item) => (
              <>
                <span
                  className={styles.swatch}
                  style={{ background: item.color }}
                  aria-hidden="true"
                />
                {t(`filters.colors.${item.slug}`, { defaultValue: item.name })}
              </>
            )}
          />
        );
    }
  };

  // Only the filters the list state knows: brand is the one checklist, discount the one radio.
  const known = filters.filter(
    (filter) =>
      (filter.type !== 'check' || filter.slug === 'brand') &&
      (filter.type !== 'radio' || filter.slug === 'discount') &&
      // A range over no products (0 to 0) has nothing to choose from.
      (filter.type !== 'range' || (filter.slug === 'price' && filter.max > 0)),
  );
  return (
    <div className={styles.panel}>
      {known.map((filter) => (
        <FilterBlock
          key={filter.slug}
          title={t(`filters.titles.${filter.slug}`, { defaultValue: filter.name })}
        >
          {body(filter)}
        </FilterBlock>
      ))}
    </div>
  );
}
