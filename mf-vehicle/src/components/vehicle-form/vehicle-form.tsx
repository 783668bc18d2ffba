import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import type { VehicleFormProps } from '@autoparts/shared';
import { useAreaApi } from '../../api/area-api';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VehicleFormStore } from '../../stores/vehicle-form.store';
import { VehicleSelect } from './vehicle-select';
import { VinField } from './vin-field';
import styles from './vehicle-form.module.css';

const toNumber = (value: string): number | null => (value === '' ? null : Number(value));
const toText = (value: string): string | null => (value === '' ? null : value);
const asOptions = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** Year, make, model and engine selects (spec §4) and the VIN field (spec §5). */
export const VehicleForm = observer(function VehicleForm({
  onChange,
  layout = 'stacked',
}: VehicleFormProps) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const api = useAreaApi();
  const [form] = useState(() => new VehicleFormStore(api.vehicles));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    form.start();
    const stop = reaction(
      () => form.vehicle,
      (vehicle) => onChangeRef.current?.(vehicle),
    );
    return () => {
      stop();
      form.dispose();
    };
  }, [form]);

  return (
    <div className={styles.form}>
      <fieldset className={`${styles.selects} ${styles[layout]}`}>
        <legend className="ap-visually-hidden">{t('form.legend')}</legend>
        <VehicleSelect
          form={form}
          level="year"
          value={form.year === null ? '' : String(form.year)}
          options={asOptions(form.years)}
          onChange={(value) => form.setYear(toNumber(value))}
        />
        <VehicleSelect
          form={form}
          level="make"
          value={form.make ?? ''}
          options={asOptions(form.makes)}
          onChange={(value) => form.setMake(toText(value))}
        />
        <VehicleSelect
          form={form}
          level="model"
          value={form.model ?? ''}
          options={asOptions(form.models)}
          onChange={(value) => form.setModel(toText(value))}
        />
        <VehicleSelect
          form={form}
          level="engine"
          value={form.engineId === null ? '' : String(form.engineId)}
          options={form.engines.map((vehicle) => ({
            value: String(vehicle.id),
            label: vehicle.engine,
          }))}
          onChange={(value) => form.setEngine(toNumber(value))}
        />
      </fieldset>
      <p className="ap-divider">
        <span>{t('form.or')}</span>
      </p>
      <VinField form={form} />
    </div>
  );
});
