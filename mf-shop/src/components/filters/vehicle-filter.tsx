import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useGarageStore, vehicleLabel } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './filters.module.css';

export interface VehicleFilterProps {
  /** The vehicle id of the URL's filter_vehicle. */
  value: number | null;
  onChange: (vehicle: number | null) => void;
}

/** Keeps the list to parts for the shopper's current vehicle (from the header's vehicle picker). */
export const VehicleFilter = observer(function VehicleFilter({
  value,
  onChange,
}: VehicleFilterProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const current = useGarageStore().currentVehicle;
  if (value === null && !current) return <p className={styles.hint}>{t('filters.vehicleNone')}</p>;
  // A shared link may name a vehicle other than the shopper's own.
  const label =
    current && (value === null || value === current.id)
      ? t('filters.vehicleFits', { vehicle: vehicleLabel(current) })
      : t('filters.vehicleChosen');
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={value !== null}
        onChange={() => onChange(value !== null ? null : (current?.id ?? null))}
      />
      <span className={styles.optionLabel}>{label}</span>
    </label>
  );
});
