import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGarageStore, vehicleLabel, type Vehicle } from '@autoparts/shared';
import { useAreaApi } from '../../api/area-api';
import { VEHICLE_PATH } from '../../paths';
import { FittingParts } from '../../components/fitting-parts/fitting-parts';
import { useAsync } from '../../hooks/use-async';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VehicleNotFound } from '../not-found/vehicle-not-found';
import styles from '../vehicle-page/vehicle-page.module.css';

const VEHICLE_ID = /^[1-9]\d{0,8}$/;

/** /vehicle/<id>: one vehicle and the parts that fit it; an unknown id is a 404. */
export function VehicleDetailPage() {
  const { vehicleId = '' } = useParams();
  if (!VEHICLE_ID.test(vehicleId)) return <VehicleNotFound />;
  return <VehicleDetail vehicleId={Number(vehicleId)} />;
}

function VehicleDetail({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const { vehicles } = useAreaApi();
  const [vehicle, retry] = useAsync(vehicleId, () => vehicles.vehicleById(vehicleId));

  if (vehicle.status === 'done' && vehicle.value === null) return <VehicleNotFound />;
  return (
    <div className={`ap-container ${styles.page}`}>
      <Link className={`${styles.more} ${styles.back}`} to={VEHICLE_PATH}>
        {t('detail.back')}
      </Link>
      {vehicle.status === 'loading' && <p role="status">{t('detail.loading')}</p>}
      {vehicle.status === 'failed' && (
        <p role="alert">
          {t('detail.failed')}{' '}
          <button type="button" className="ap-button ap-button--secondary" onClick={retry}>
            {t('form.retry')}
          </button>
        </p>
      )}
      {vehicle.status === 'done' && vehicle.value && <VehicleSummary vehicle={vehicle.value} />}
    </div>
  );
}

const VehicleSummary = observer(function VehicleSummary({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const garage = useGarageStore();
  const isCurrent = garage.currentVehicle?.id === vehicle.id;
  const choose = () => garage.setCurrentVehicle(vehicle);
  return (
    <>
      <div>
        <h1 className={`ap-page-title ${styles.vehicleTitle}`}>
          <bdi>{vehicleLabel(vehicle)}</bdi>
        </h1>
        <p className={styles.muted}>{vehicle.engine}</p>
      </div>
      {isCurrent ? (
        <p className={styles.muted} role="status">
          {t('detail.isCurrent')}
        </p>
      ) : (
        <button type="button" className={`ap-button ${styles.chooseButton}`} onClick={choose}>
          {t('detail.choose')}
        </button>
      )}
      <FittingParts vehicle={vehicle} />
    </>
  );
});
