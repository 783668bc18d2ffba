import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import { VEHICLE_PATH } from '../../paths';
import styles from './vehicle-not-found.module.css';

/** The shop's 404 look inside the area: an unknown vehicle id or path under /vehicle. */
export function VehicleNotFound() {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  return (
    <div className={`ap-container ${styles.page}`}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <Link to="/" className="ap-button">
          {t('notFound.goHome')}
        </Link>
        <Link to={VEHICLE_PATH} className="ap-button ap-button--secondary">
          {t('notFound.findVehicle')}
        </Link>
      </div>
    </div>
  );
}
