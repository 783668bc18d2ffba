import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { navigationProgress } from './navigation-progress';
import styles from './overlays.module.css';

/** Spec §9: the bar starts 50 ms after a navigation begins, so instant page changes show nothing. */
export const START_DELAY_MS = 50;
const FINISH_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

export const LoadingBar = observer(function LoadingBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('idle');
  const idle = navigationProgress.idle;

  useEffect(() => {
    const timer = setTimeout(() => setPhase('running'), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  useEffect(() => {
    if (phase !== 'running' || !idle) return;
    setPhase('finishing');
  }, [phase, idle]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.loadingBar} ${phase === 'finishing' ? styles.loadingBarDone : ''}`}
      role="progressbar"
      aria-label={t('loadingBar')}
    />
  );
});
