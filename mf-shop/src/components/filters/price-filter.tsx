import { observer } from 'mobx-react-lite';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useCurrencyStore, type RangeFilter } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './filters.module.css';

/** How long the sliders rest before the list follows them: one request per gesture, not per pixel. */
export const PRICE_COMMIT_DELAY_MS = 500;

/** The API's price step: 10 to the power (digits of the maximum minus 2), spec §9. */
export function priceStep(max: number): number {
  return 10 ** (String(Math.floor(Math.abs(max))).length - 2);
}

export interface PriceFilterProps {
  filter: RangeFilter;
  /** The URL's filter_price in dollars; null for the whole range. */
  value: [number, number] | null;
  onChange: (price: [number, number] | null) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Two sliders over the range the API gives, in steps of its rounding. Prices are kept in dollars
 * and shown in the shopper's currency. Give it a `key` of the range and value so it starts over
 * when the list answers with a new range.
 */
export const PriceFilter = observer(function PriceFilter({
  filter,
  value,
  onChange,
}: PriceFilterProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const { min, max } = filter;
  const chosen: [number, number] = value
    ? [clamp(value[0], min, max), clamp(value[1], min, max)]
    : [min, max];
  const [draft, setDraft] = useState(chosen);
  const [from, to] = draft;

  useEffect(() => {
    if (draft[0] === chosen[0] && draft[1] === chosen[1]) return;
    const timer = setTimeout(() => {
      onChange(draft[0] <= min && draft[1] >= max ? null : draft);
    }, PRICE_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the shopper's moves start a commit; a new `chosen` remounts the filter (see `key`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to]);

  const range = t('filters.priceRange', { min: currency.format(from), max: currency.format(to) });
  if (min >= max) return <p className={styles.priceValue}>{range}</p>;
  const step = priceStep(max);
  const percent = (amount: number) => ((amount - min) / (max - min)) * 100;
  return (
    <div className={styles.price}>
      <p className={styles.priceValue} aria-live="polite">
        {range}
      </p>
      <div
        className={styles.slider}
        style={{ '--from': `${percent(from)}%`, '--to': `${percent(to)}%` } as CSSProperties}
      >
        <input
          type="range"
          aria-label={t('filters.priceMin')}
          aria-valuetext={currency.format(from)}
          min={min}
          max={max}
          step={step}
          value={from}
          onChange={(event) => setDraft([Math.min(Number(event.target.value), to), to])}
        />
        <input
          type="range"
          aria-label={t('filters.priceMax')}
          aria-valuetext={currency.format(to)}
          min={min}
          max={max}
          step={step}
          value={to}
          onChange={(event) => setDraft([from, Math.max(Number(event.target.value), from)])}
        />
      </div>
    </div>
  );
});
