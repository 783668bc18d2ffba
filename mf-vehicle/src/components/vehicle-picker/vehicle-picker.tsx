import { useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGarageStore, type Vehicle } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VehicleForm } from '../vehicle-form/vehicle-form';
import { VehicleList } from '../vehicle-list/vehicle-list';
import { ModalFrame } from './modal-frame';
import styles from './vehicle-picker.module.css';

export interface VehiclePickerProps {
  /** 'dropdown': a panel under the search box; 'modal': a dialog with Cancel and Select. */
  variant?: 'dropdown' | 'modal';
  /** Escape, Cancel, Select, the close button or the backdrop: the host hides the picker. */
  onClose?: () => void;
  /** Told when a choice becomes the current vehicle (null is "All vehicles"). */
  onSelect?: (vehicle: Vehicle | null) => void;
}

/**
 * The vehicle picker (spec §2): the garage as radio choices, or the add form. The dropdown makes
 * a radio the current vehicle at once; the modal keeps the choice until Select.
 */
export const VehiclePicker = observer(function VehiclePicker({
  variant = 'dropdown',
  onClose,
  onSelect,
}: VehiclePickerProps) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const garage = useGarageStore();
  const modal = variant === 'modal';
  const [addRequested, setAddRequested] = useState(false);
  const [candidate, setCandidate] = useState<Vehicle | null>(null);
  const [pendingId, setPendingId] = useState(garage.currentVehicle?.id ?? null);
  // The form shows when the garage is empty (spec §4), whatever was asked.
  const panel = addRequested || garage.vehicles.length === 0 ? 'form' : 'list';
  const chosenId = modal ? pendingId : (garage.currentVehicle?.id ?? null);

  const apply = (vehicle: Vehicle | null) => {
    garage.setCurrentVehicle(vehicle);
    onSelect?.(vehicle);
  };
  const choose = (vehicle: Vehicle | null) =>
    modal ? setPendingId(vehicle?.id ?? null) : apply(vehicle);
  const remove = (vehicle: Vehicle) => {
    garage.remove(vehicle.id);
    if (pendingId === vehicle.id) setPendingId(null);
  };
  const showList = () => {
    setAddRequested(false);
    setCandidate(null);
  };
  const add = () => {
    if (!candidate) return;
    garage.add(candidate);
    showList();
    choose(candidate);
  };
  const select = () => {
    apply(garage.vehicles.find((vehicle) => vehicle.id === pendingId) ?? null);
    onClose?.();
  };

  const body =
    panel === 'list' ? (
      <div className={styles.panel}>
        <VehicleList
          vehicles={garage.vehicles}
          value={chosenId}
          onChoose={choose}
          onRemove={remove}
          legend={t('picker.listLegend')}
        />
        <button
          type="button"
          className={`ap-button ap-button--secondary ${styles.wide}`}
          onClick={() => setAddRequested(true)}
        >
          {t('picker.addAVehicle')}
        </button>
      </div>
    ) : (
      <div className={styles.panel}>
        <VehicleForm onChange={setCandidate} />
        <div className={styles.actions}>
          {garage.vehicles.length > 0 && (
            <button type="button" className="ap-button ap-button--secondary" onClick={showList}>
              {t('picker.backToList')}
            </button>
          )}
          <button type="button" className="ap-button" disabled={!candidate} onClick={add}>
            {t('picker.addVehicle')}
          </button>
        </div>
      </div>
    );

  if (modal) {
    return (
      <ModalFrame
        title={t(panel === 'list' ? 'picker.title' : 'picker.formTitle')}
        closeLabel={t('picker.close')}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="ap-button ap-button--secondary" onClick={onClose}>
              {t('picker.cancel')}
            </button>
            {panel === 'list' && (
              <button type="button" className="ap-button" onClick={select}>
                {t('picker.select')}
              </button>
            )}
          </>
        }
      >
        {body}
      </ModalFrame>
    );
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <section className={styles.dropdown} aria-label={t('picker.label')} onKeyDown={closeOnEscape}>
      <h2 className={styles.dropdownTitle}>
        {t(panel === 'list' ? 'picker.title' : 'picker.formTitle')}
      </h2>
      {body}
    </section>
  );
});
