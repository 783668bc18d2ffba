import { useId } from 'react';
import { Link } from '@autoparts/shared/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useGarageStore, vehicleLinks } from '@autoparts/shared';
import { VehicleList } from '../../components/vehicle-list/vehicle-list';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import styles from './vehicle-page.module.css';

/** "My garage": choose the current vehicle or remove one, without opening the picker. */
export const GarageCard = observer(function GarageCard() {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const garage = useGarageStore();
  const titleId = useId();
  const current = garage.currentVehicle;
  return (
    <section className={`ap-card ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('garage.title')}
      </h2>
      {garage.vehicles.length === 0 ? (
        <p className={styles.muted}>{t('garage.empty')}</p>
      ) : (
        <VehicleList
          vehicles={garage.vehicles}
          value={current?.id ?? null}
          onChoose={garage.setCurrentVehicle}
          onRemove={(vehicle) => garage.remove(vehicle.id)}
          legend={t('picker.listLegend')}
        />
      )}
      {current && (
        <Link className={styles.more} to={vehicleLinks.vehicle.getHref(current.id)}>
          {t('garage.vehiclePage')}
        </Link>
      )}
    </section>
  );
});
