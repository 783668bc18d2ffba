import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import type { Level, VehicleFormStore } from '../../stores/vehicle-form.store';
import styles from './vehicle-form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface VehicleSelectProps {
  form: VehicleFormStore;
  level: Level;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
}

const TEXTS: Record<Level, { label: string; placeholder: string }> = {
  year: { label: 'form.year', placeholder: 'form.selectYear' },
  make: { label: 'form.make', placeholder: 'form.selectMake' },
  model: { label: 'form.model', placeholder: 'form.selectModel' },
  engine: { label: 'form.engine', placeholder: 'form.selectEngine' },
};

/** One native select of the cascade; while its list loads, the select itself says so. */
export const VehicleSelect = observer(function VehicleSelect(props: VehicleSelectProps) {
  const { form, level, value, options, onChange } = props;
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const id = useId();
  const loading = form.loading === level;
  const failed = form.failed === level;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t(TEXTS[level].label)}
      </label>
      <select
        id={id}
        className={`ap-input ${styles.select}`}
        value={value}
        disabled={form.isDisabled(level)}
        aria-busy={loading}
        aria-invalid={failed}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? t('form.loading') : t(TEXTS[level].placeholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {failed && (
        <p id={`${id}-error`} className={styles.error}>
          {t('form.listFailed')}{' '}
          <button type="button" className={styles.retry} onClick={form.retry}>
            {t('form.retry')}
          </button>
        </p>
      )}
    </div>
  );
});
