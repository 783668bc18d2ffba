import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { NotFound, vehicleLinks } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';

/** The shop's 404 inside the area (an unknown vehicle id or path under /vehicle), with the finder. */
export function VehicleNotFound() {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  return (
    <NotFound>
      <Link to={vehicleLinks.home.getHref()} className="ap-button ap-button--secondary">
        {t('notFound.findVehicle')}
      </Link>
    </NotFound>
  );
}
