import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  FederatedWidget,
  shopLinks,
  useGarageStore,
  usePageMeta,
  vehicleLabel,
  type Vehicle,
} from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './garage-page.module.css';

/**
 * /account/garage: the account's vehicles (the same garage as the header's vehicle picker),
 * the current one marked, each with the parts that fit it; vehicles are added with the vehicle
 * area's form and removed here.
 */
export const GaragePage = observer(function GaragePage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('garage.title'), description: t('seo.garage'), noindex: true });
  const garage = useGarageStore();
  const listTitleId = useId();
  return (
    <div className={styles.garage}>
      <section className="ap-card" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.title}>
          {t('garage.title')}
        </h2>
        {garage.vehicles.length === 0 ? (
          <p className={styles.empty}>{t('garage.empty')}</p>
        ) : (
          <ul className={styles.vehicles}>
            {garage.vehicles.map((vehicle) => (
              <GarageVehicle
                key={vehicle.id}
                vehicle={vehicle}
                current={garage.currentVehicle?.id === vehicle.id}
              />
            ))}
          </ul>
        )}
      </section>
      <AddVehicle />
    </div>
  );
});

const GarageVehicle = observer(function GarageVehicle({
  vehicle,
  current,
}: {
  vehicle: Vehicle;
  current: boolean;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const garage = useGarageStore();
  const name = vehicleLabel(vehicle);
  return (
    <li className={styles.vehicle} aria-current={current || undefined}>
      <div className={styles.vehicleText}>
        <bdi className={styles.vehicleName}>{name}</bdi>
        <span className={styles.engine}>{vehicle.engine}</span>
        {current && <span className={styles.currentBadge}>{t('garage.current')}</span>}
      </div>
      <div className={styles.actions}>
        <Link className="ap-button" to={shopLinks.products.getHref({ vehicle: vehicle.id })}>
          {t('garage.parts')}
        </Link>
        {!current && (
          <button
            type="button"
            className="ap-button ap-button--secondary"
            aria-label={t('garage.makeCurrentLabel', { vehicle: name })}
            onClick={() => garage.setCurrentVehicle(vehicle)}
          >
            {t('garage.makeCurrent')}
          </button>
        )}
        <button
          type="button"
          className={`ap-button ap-button--secondary ${styles.remove}`}
          aria-label={t('garage.removeLabel', { vehicle: name })}
          onClick={() => garage.remove(vehicle.id)}
        >
          {t('garage.remove')}
        </button>
      </div>
    </li>
  );
});

/** The vehicle area's form; the add button waits for a whole vehicle (or a VIN's match). */
const AddVehicle = observer(function AddVehicle() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const garage = useGarageStore();
  const titleId = useId();
  const [chosen, setChosen] = useState<Vehicle | null>(null);
  // The form keeps its choice after an add; a vehicle already kept cannot be added twice.
  const addable = chosen !== null && !garage.has(chosen.id);
  return (
    <section className="ap-card" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('garage.addTitle')}
      </h2>
      <FederatedWidget
        id="vehicle/VehicleForm"
        props={{ onChange: setChosen, layout: 'wide' }}
        loading={
          <div className={styles.formLoading} role="status" aria-label={t('garage.formLoading')} />
        }
        failed={(retry) => (
          <div className={styles.unavailable} role="alert">
            <p>{t('garage.formUnavailable')}</p>
            <button type="button" className="ap-button ap-button--secondary" onClick={retry}>
              {t('garage.retry')}
            </button>
          </div>
        )}
      />
      <button
        type="button"
        className={`ap-button ${styles.add}`}
        disabled={!addable}
        onClick={() => chosen && garage.add(chosen)}
      >
        {t('garage.add')}
      </button>
    </section>
  );
});
