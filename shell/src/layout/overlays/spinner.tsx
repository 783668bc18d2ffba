import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useHttpActivity } from '@autoparts/shared';
import styles from './overlays.module.css';

/** Spec §2: a full-screen spinner while any HTTP call is in flight (z-index 2000). */
export const Spinner = observer(function Spinner() {
  const { t } = useTranslation();
  const activity = useHttpActivity();
  if (!activity.busy) return null;
  return (
    <div className={styles.spinnerOverlay} role="status" aria-live="polite">
      <span className={styles.spinner} />
      <span className="ap-visually-hidden">{t('spinner')}</span>
    </div>
  );
});
