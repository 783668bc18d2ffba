import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { FederatedWidget, useFindParts, type Vehicle } from '@autoparts/shared';
import styles from './home-page.module.css';

/** Home one's hero: the vehicle area's form, and a button listing the parts that fit. */
export const HeroFinder = observer(function HeroFinder() {
  const { t } = useTranslation();
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const findParts = useFindParts();

  return (
    <section className={styles.finder} aria-labelledby="home-finder-title">
      <div className={`ap-container ${styles.finderInner}`}>
        <h1 id="home-finder-title" className={styles.finderTitle}>
          {t('home.finderTitle')}
        </h1>
        <p className={styles.finderLead}>{t('home.finderLead')}</p>
        <div className={styles.finderCard}>
          <FederatedWidget
            id="vehicle/VehicleForm"
            props={{ onChange: setVehicle, layout: 'wide' }}
            loading={<div className={styles.formLoading} aria-hidden="true" />}
            failed={<p className={styles.finderFailed}>{t('home.finderUnavailable')}</p>}
          />
          <button
            type="button"
            className="ap-button"
            disabled={!vehicle}
            onClick={() => vehicle && findParts(vehicle)}
          >
            {t('home.findParts')}
          </button>
        </div>
      </div>
    </section>
  );
});
