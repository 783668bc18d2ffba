import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import {
  useCurrencyStore,
  useGarageStore,
  vehicleLabel,
  type ProductFilter,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  hasFilters,
  withFilters,
  withoutFilters,
  type ListState,
} from '../../stores/list-url-state';
import styles from './filters.module.css';

interface Chip {
  key: string;
  label: string;
  next: ListState;
}

export interface ActiveFiltersProps {
  filters: readonly ProductFilter[];
  state: ListState;
  onChange: (next: ListState) => void;
}

/** A chip per chosen filter value, each removing itself, and a reset for all of them. */
export const ActiveFilters = observer(function ActiveFilters({
  filters,
  state,
  onChange,
}: ActiveFiltersProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const current = useGarageStore().currentVehicle;
  const chosen = state.filters;
  if (!hasFilters(chosen)) return null;

  const itemName = (slug: string, value: string) => {
    const filter = filters.find((f) => f.slug === slug);
    const item = filter && 'items' in filter ? filter.items.find((i) => i.slug === value) : null;
    return item?.name ?? value;
  };
  const chip = (kind: string, value: string, next: Partial<ListState['filters']>): Chip => ({
    key: `${kind}:${value}`,
    label: t(`filters.chips.${kind}`, { value }),
    next: withFilters(state, next),
  });

  const chips: Chip[] = [];
  if (chosen.q) chips.push(chip('search', chosen.q, { q: '' }));
  if (chosen.vehicle !== null) {
    const name = current?.id === chosen.vehicle ? vehicleLabel(current) : `#${chosen.vehicle}`;
    chips.push(chip('vehicle', name, { vehicle: null }));
  }
  if (chosen.price) {
    const [min, max] = chosen.price;
    const range = t('filters.priceRange', { min: currency.format(min), max: currency.format(max) });
    chips.push(chip('price', range, { price: null }));
  }
  for (const slug of chosen.brand) {
    const brand = chosen.brand.filter((b) => b !== slug);
    chips.push(chip('brand', itemName('brand', slug), { brand }));
  }
  if (chosen.discount !== 'any') {
    chips.push(chip('discount', t(`filters.discount.${chosen.discount}`), { discount: 'any' }));
  }
  for (const rating of chosen.rating) {
    const ratings = chosen.rating.filter((r) => r !== rating);
    chips.push(chip('rating', t('filters.stars', { count: rating }), { rating: ratings }));
  }
  for (const slug of chosen.color) {
    const name = t(`filters.colors.${slug}`, { defaultValue: itemName('color', slug) });
    chips.push(chip('color', name, { color: chosen.color.filter((c) => c !== slug) }));
  }

  return (
    <div className={styles.active}>
      <h2 className="ap-visually-hidden">{t('filters.active')}</h2>
      <ul className={styles.chips}>
        {chips.map(({ key, label, next }) => (
          <li key={key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t('filters.remove', { label })}
              onClick={() => onChange(next)}
            >
              {label}
              <span aria-hidden="true" className={styles.chipClose}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.reset}
        onClick={() => onChange(withoutFilters(state))}
      >
        {t('filters.reset')}
      </button>
    </div>
  );
});
