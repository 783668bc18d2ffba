import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useGarageStore, type Vehicle, type VehiclePickerProps } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VehicleForm } from '../vehicle-form/vehicle-form';
import { VehicleList } from '../vehicle-list/vehicle-list';
import { startOf } from './focus';
import { ModalFrame } from './modal-frame';
import styles from './vehicle-picker.module.css';

/**
 * The vehicle picker (spec §2): the garage as radio choices, or the add form. The dropdown makes
 * a radio the current vehicle at once (arrow keys too, without closing); the modal keeps the
 * choice until Select. The keyboard starts inside the panel, and stays there when the panel
 * changes under it (list and form, a vehicle removed).
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
  const panelRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    // Opened: the keyboard goes in (the modal's frame has done so already). Later, only when the
    // control that had the focus went away with the panel it was on.
    if ((!opened.current || lost) && !panelRef.current?.contains(active)) {
      startOf(panelRef.current)?.focus();
    }
    opened.current = true;
  }, [panel, garage.vehicles.length]);

  const apply = (vehicle: Vehicle | null) => {
    garage.setCurrentVehicle(vehicle);
    onSelect?.(vehicle);
  };
  const choose = (vehicle: Vehicle | null) =>
    modal ? setPendingId(vehicle?.id ?? null) : garage.setCurrentVehicle(vehicle);
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
    if (modal) setPendingId(candidate.id);
    else apply(candidate);
  };
  const select = () => {
    apply(garage.vehicles.find((vehicle) => vehicle.id === pendingId) ?? null);
    onClose?.();
  };

  const body =
    panel === 'list' ? (
      <div ref={panelRef} className={styles.panel}>
        <VehicleList
          vehicles={garage.vehicles}
          value={chosenId}
          onChoose={choose}
          onConfirm={modal ? undefined : apply}
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
      <div ref={panelRef} className={styles.panel}>
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
