import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleLabel, type Vehicle } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { IconButton } from '../icon-button/icon-button';
import styles from './vehicle-list.module.css';

export interface VehicleListProps {
  vehicles: readonly Vehicle[];
  /** The chosen vehicle's id; null is "All vehicles". */
  value: number | null;
  onChoose(vehicle: Vehicle | null): void;
  onRemove(vehicle: Vehicle): void;
  /** The group's accessible name. */
  legend: string;
}

/** "All vehicles" and the garage as native radios (arrow keys move the choice), each removable. */
export function VehicleList({ vehicles, value, onChoose, onRemove, legend }: VehicleListProps) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const name = useId();
  return (
    <fieldset className={styles.list}>
      <legend className="ap-visually-hidden">{legend}</legend>
      <label className={styles.item}>
        <input
          type="radio"
          name={name}
          className={styles.radio}
          checked={value === null}
          onChange={() => onChoose(null)}
        />
        <span className={styles.text}>
          <span className={styles.title}>{t('picker.allVehicles')}</span>
        </span>
      </label>
      {vehicles.map((vehicle) => (
        <div key={vehicle.id} className={styles.row}>
          <label className={styles.item}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={value === vehicle.id}
              onChange={() => onChoose(vehicle)}
            />
            <span className={styles.text}>
              <span className={styles.title}>{vehicleLabel(vehicle)}</span>
              <span className={styles.engine}>{vehicle.engine}</span>
            </span>
          </label>
          <IconButton
            label={t('picker.remove', { vehicle: `${vehicleLabel(vehicle)} ${vehicle.engine}` })}
            onClick={() => onRemove(vehicle)}
          />
        </div>
      ))}
    </fieldset>
  );
}
