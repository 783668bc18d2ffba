import { Link, useParams } from '@autoparts/shared/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import {
  LoadState,
  useGarageStore,
  useLoadedPageMeta,
  useLoader,
  vehicleLabel,
  vehicleLinks,
  type Vehicle,
} from '@autoparts/shared';
import { useAreaApi } from '../../api/area-api';
import { FittingParts } from '../../components/fitting-parts/fitting-parts';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VehicleNotFound } from '../not-found/vehicle-not-found';
import styles from '../vehicle-page/vehicle-page.module.css';

/** The route's `:vehicleId` as vehicleLinks.vehicle writes it: a plain positive number, else null. */
export function parseVehicleId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** /vehicle/<id>: one vehicle and the parts that fit it; an unknown id is a 404. */
export function VehicleDetailPage() {
  const vehicleId = parseVehicleId(useParams().vehicleId);
  if (vehicleId === null) return <VehicleNotFound />;
  // Another vehicle is another page: it starts from its own placeholder, not the last vehicle.
  return <VehicleDetail key={vehicleId} vehicleId={vehicleId} />;
}

function VehicleDetail({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const { vehicles } = useAreaApi();
  const vehicle = useLoader(`vehicle:${vehicleId}`, () => vehicles.vehicleById(vehicleId));
  useLoadedPageMeta(vehicle, (found) => {
    const name = vehicleLabel(found);
    return { title: name, description: t('seo.vehicle', { vehicle: name }) };
  });

  if (vehicle.status === 'not-found') return <VehicleNotFound />;
  return (
    <div className={`ap-container ${styles.page}`}>
      <Link className={`${styles.more} ${styles.back}`} to={vehicleLinks.home.getHref()}>
        {t('detail.back')}
      </Link>
      <LoadState loaded={vehicle} what={t('detail.what')} loading={<p>{t('detail.loading')}</p>}>
        {(found) => <VehicleSummary vehicle={found} />}
      </LoadState>
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
