import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import type { VehicleFormStore } from '../../stores/vehicle-form.store';
import { vinMessage } from './vin-message';
import styles from './vehicle-form.module.css';

/** The VIN input: checked after typing stops; the answer is read out politely. */
export const VinField = observer(function VinField({ form }: { form: VehicleFormStore }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const id = useId();
  const message = vinMessage(form.vin);
  const invalid = message?.tone === 'error';
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-vin`}>
        {t('vin.label')}
      </label>
      <input
        id={`${id}-vin`}
        className={`ap-input ${styles.vin}`}
        value={form.vinInput}
        onChange={(event) => form.setVin(event.target.value)}
        placeholder={t('vin.placeholder')}
        aria-invalid={invalid}
        aria-describedby={`${id}-vin-hint ${id}-vin-message`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <p id={`${id}-vin-hint`} className={styles.hint}>
        {t('vin.hint')}
      </p>
      <p
        id={`${id}-vin-message`}
        role="status"
        className={message ? styles[message.tone] : styles.noMessage}
      >
        {message ? t(message.key, message.values) : null}
      </p>
    </div>
  );
});
