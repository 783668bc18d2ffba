import { useCallback, useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useGarageStore, usePageMeta, type Vehicle } from '@autoparts/shared';
import { FittingParts } from '../../components/fitting-parts/fitting-parts';
import { VehicleForm } from '../../components/vehicle-form/vehicle-form';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { GarageCard } from './garage-card';
import styles from './vehicle-page.module.css';

/**
 * /vehicle: choose a vehicle by selects or VIN; it joins the garage as the current vehicle (every
 * area sees it) and the page offers the parts that fit it.
 */
export const VehiclePage = observer(function VehiclePage() {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  usePageMeta({ title: t('page.title'), description: t('page.lead') });
  const garage = useGarageStore();
  const formTitleId = useId();
  const current = garage.currentVehicle;

  useEffect(() => {
    // Signed in, the account's garage may have changed on another device.
    void garage.refresh();
  }, [garage]);

  // The chosen vehicle joins the garage as the current one.
  const choose = useCallback(
    (vehicle: Vehicle | null) => {
      if (vehicle) garage.setCurrentVehicle(vehicle);
    },
    [garage],
  );

  return (
    <div className={`ap-container ${styles.page}`}>
      <h1 className="ap-page-title">{t('page.title')}</h1>
      <p className={styles.lead}>{t('page.lead')}</p>
      <div className={styles.layout}>
        <section className={`ap-card ${styles.card}`} aria-labelledby={formTitleId}>
          <h2 id={formTitleId} className={styles.cardTitle}>
            {t('page.formTitle')}
          </h2>
          <VehicleForm layout="wide" onChange={choose} />
        </section>
        <GarageCard />
      </div>
      {current ? (
        // Keyed: the parts of another vehicle load from a placeholder, not under the last ones.
        <FittingParts key={current.id} vehicle={current} />
      ) : (
        <p className={styles.placeholder}>{t('page.chooseFirst')}</p>
      )}
    </div>
  );
});
