import { useId } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadState, shopLinks, useLoader, vehicleLabel, type Vehicle } from '@autoparts/shared';
import { useAreaApi } from '../../api/area-api';
import { VEHICLE_NAMESPACE } from '../../i18n-namespace';
import styles from './fitting-parts.module.css';

/** The parts that fit a vehicle: a link to all of them and the shop's categories with counts. */
export function FittingParts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(VEHICLE_NAMESPACE);
  const { catalog } = useAreaApi();
  const titleId = useId();
  const parts = useLoader(`fitting-parts:${vehicle.id}`, () => catalog.fittingParts(vehicle.id));
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
        <Link className="ap-button" to={shopLinks.products.getHref({ vehicle: vehicle.id })}>
          {parts.status === 'ready' && parts.data
            ? t('parts.showAll', { count: parts.data.total })
            : t('parts.showAllPlain')}
        </Link>
      </div>
      <LoadState
        loaded={parts}
        what={t('parts.what')}
        loading={<p className={styles.note}>{t('parts.loading')}</p>}
      >
        {({ categories }) =>
          categories.length === 0 ? (
            <p className={styles.note}>{t('parts.none')}</p>
          ) : (
            <ul className={styles.categories} aria-label={t('parts.categories')}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    className={styles.category}
                    to={shopLinks.products.getHref({
                      category: category.slug,
                      vehicle: vehicle.id,
                    })}
                  >
                    <span className={styles.categoryName}>{category.name}</span>
                    <span className={styles.count}>
                      {t('parts.count', { count: category.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
