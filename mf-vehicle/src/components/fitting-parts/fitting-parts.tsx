import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { vehicleLabel, type Vehicle } from '@autoparts/shared';
import { useAreaApi } from '../../api/area-api';
import { useAsync } from '../../hooks/use-async';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import styles from './fitting-parts.module.css';

/** The shop's product list filtered to a vehicle (spec §2 link builders, §3 vehicle filter). */
export function productsForVehicle(vehicleId: number, categorySlug?: string): string {
  const list = categorySlug ? `/shop/category/${categorySlug}/products` : '/shop/category/products';
  return `${list}?filter_vehicle=${vehicleId}`;
}

/** The parts that fit a vehicle: a link to all of them and the shop's categories with counts. */
export function FittingParts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const { catalog } = useAreaApi();
  const titleId = useId();
  const [parts, retry] = useAsync(vehicle.id, () => catalog.fittingParts(vehicle.id));
  const label = vehicleLabel(vehicle);

  return (
    <section className={`ap-card ${styles.parts}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('parts.title', { vehicle: label })}
          </h2>
          <p className={styles.engine}>{vehicle.engine}</p>
        </div>
        <Link className="ap-button" to={productsForVehicle(vehicle.id)}>
          {parts.status === 'done'
            ? t('parts.showAll', { count: parts.value.total })
            : t('parts.showAllPlain')}
        </Link>
      </div>
      {parts.status === 'loading' && <p className={styles.note}>{t('parts.loading')}</p>}
      {parts.status === 'failed' && (
        <p className={styles.note}>
          {t('parts.failed')}{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            {t('form.retry')}
          </button>
        </p>
      )}
      {parts.status === 'done' && parts.value.categories.length === 0 && (
        <p className={styles.note}>{t('parts.none')}</p>
      )}
      {parts.status === 'done' && parts.value.categories.length > 0 && (
        <ul className={styles.categories} aria-label={t('parts.categories')}>
          {parts.value.categories.map((category) => (
            <li key={category.slug}>
              <Link className={styles.category} to={productsForVehicle(vehicle.id, category.slug)}>
                <span className={styles.categoryName}>{category.name}</span>
                <span className={styles.count}>{t('parts.count', { count: category.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
