import { useEffect } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { navigationProgress } from '../layout/overlays/navigation-progress';
import styles from './remotes.module.css';

/** Holds the area's space while its remote downloads, so nothing jumps when it arrives. */
export function AreaLoading() {
  const { t } = useTranslation();
  useEffect(() => {
    navigationProgress.areaStarted();
    return () => navigationProgress.areaSettled();
  }, []);
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="ap-visually-hidden">{t('area.loading')}</span>
    </div>
  );
}
