import { observer } from 'mobx-react-lite';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loadFederatedWidget, useGarageStore, type Vehicle } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ALL_PRODUCTS_PATH } from '../../paths';
import styles from './vehicle-finder.module.css';

// React.lazy keeps a failure for good, so each attempt gets its own lazy component.
const lazyVehicleForm = () => lazy(() => loadFederatedWidget('vehicle/VehicleForm'));

/** The vehicle area being down (or not deployed) costs the block its form, not the page. */
class FormBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function vehicleProductsPath(vehicle: Vehicle): string {
  return `${ALL_PRODUCTS_PATH}?filter_vehicle=${vehicle.id}`;
}

/**
 * Find parts by vehicle: the vehicle area's form; the chosen vehicle joins the garage as the
 * current one and the parts that fit it are listed.
 */
export const VehicleFinder = observer(function VehicleFinder() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const navigate = useNavigate();
  const garage = useGarageStore();
  const titleId = useId();
  const [attempt, setAttempt] = useState(() => ({ n: 0, Form: lazyVehicleForm() }));
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const { Form } = attempt;

  const findParts = () => {
    if (!vehicle) return;
    garage.add(vehicle);
    garage.setCurrentVehicle(vehicle);
    navigate(vehicleProductsPath(vehicle));
  };

  const unavailable = (
    <div className={styles.failed} role="alert">
      <p>{t('homeBlocks.finder.unavailable')}</p>
      <button
        type="button"
        className="ap-button ap-button--secondary"
        onClick={() => setAttempt(({ n }) => ({ n: n + 1, Form: lazyVehicleForm() }))}
      >
        {t('homeBlocks.retry')}
      </button>
    </div>
  );

  return (
    <section className={styles.finder} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('homeBlocks.finder.title')}
        </h2>
        <p className={styles.lead}>{t('homeBlocks.finder.lead')}</p>
      </div>
      <div className={styles.card}>
        <FormBoundary key={attempt.n} fallback={unavailable}>
          <Suspense
            fallback={
              <div
                className={styles.loading}
                role="status"
                aria-label={t('homeBlocks.finder.loading')}
              />
            }
          >
            <Form onChange={setVehicle} layout="wide" />
          </Suspense>
        </FormBoundary>
        <button type="button" className="ap-button" disabled={!vehicle} onClick={findParts}>
          {t('homeBlocks.finder.submit')}
        </button>
      </div>
    </section>
  );
});
