import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { vehicleLabel, type Vehicle } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { IconButton } from '../icon-button/icon-button';
import styles from './vehicle-list.module.css';

export interface VehicleListProps {
  vehicles: readonly Vehicle[];
  /** The chosen vehicle's id; null is "All vehicles". */
  value: number | null;
  /** The choice moved: a click, or an arrow key walking the radios. */
  onChoose(vehicle: Vehicle | null): void;
  /**
   * The visitor settled on a vehicle (the choice included): a click with a pointer, also on the
   * radio already chosen, or Enter or Space. Arrow keys only move the choice, so a keyboard can
   * walk the whole list.
   */
  onConfirm?(vehicle: Vehicle | null): void;
  onRemove(vehicle: Vehicle): void;
  /** The group's accessible name. */
  legend: string;
}

/** "All vehicles" and the garage as native radios (arrow keys move the choice), each removable. */
export function VehicleList(props: VehicleListProps) {
  const { vehicles, value, onChoose, onConfirm, onRemove, legend } = props;
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const name = useId();
  const radio = (vehicle: Vehicle | null) => ({
    type: 'radio',
    name,
    className: styles.radio,
    checked: value === (vehicle?.id ?? null),
    onChange: () => onChoose(vehicle),
    // A click the keyboard caused (an arrow key walking the group) has no click count.
    onClick: (event: MouseEvent) => {
      if (event.detail > 0) onConfirm?.(vehicle);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!onConfirm || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onConfirm(vehicle);
    },
  });
  return (
    <fieldset className={styles.list}>
      <legend className="ap-visually-hidden">{legend}</legend>
      <label className={styles.item}>
        <input {...radio(null)} />
        <span className={styles.text}>
          <span className={styles.title}>{t('picker.allVehicles')}</span>
        </span>
      </label>
      {vehicles.map((vehicle) => (
        <div key={vehicle.id} className={styles.row}>
          <label className={styles.item}>
            <input {...radio(vehicle)} />
            <span className={styles.text}>
              {/* Isolated: a right-to-left page would otherwise show '2019 Honda Civic' as 'Honda Civic 2019'. */}
              <bdi className={styles.title}>{vehicleLabel(vehicle)}</bdi>
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
