import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { FederatedWidget, useFindParts, type Vehicle } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './vehicle-finder.module.css';

/**
 * Find parts by vehicle: the vehicle area's form; the chosen vehicle joins the garage as the
 * current one and the parts that fit it are listed.
 */
export const VehicleFinder = observer(function VehicleFinder() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const titleId = useId();
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const findParts = useFindParts();

  // The vehicle area being down (or not deployed) costs the block its form, not the page.
  const unavailable = (retry: () => void) => (
    <div className={styles.failed} role="alert">
      <p>{t('homeBlocks.finder.unavailable')}</p>
      <button type="button" className="ap-button ap-button--secondary" onClick={retry}>
        {t('homeBlocks.retry')}
      </button>
    </div>
  );

  return (
    <section className={styles.finder} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('homeBlocks.finder.title')}
        </h2>
        <p className={styles.lead}>{t('homeBlocks.finder.lead')}</p>
      </div>
      <div className={styles.card}>
        <FederatedWidget
          id="vehicle/VehicleForm"
          props={{ onChange: setVehicle, layout: 'wide' }}
          loading={
            <div
              className={styles.loading}
              role="status"
              aria-label={t('homeBlocks.finder.loading')}
            />
          }
          failed={unavailable}
        />
        <button
          type="button"
          className="ap-button"
          disabled={!vehicle}
          onClick={() => vehicle && findParts(vehicle)}
        >
          {t('homeBlocks.finder.submit')}
        </button>
      </div>
    </section>
  );
});
