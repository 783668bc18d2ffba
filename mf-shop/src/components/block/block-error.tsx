import { useTranslation } from 'react-i18next';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './block.module.css';

/** A block that could not load keeps its place and offers another try. */
export function BlockError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={[styles.error, className].filter(Boolean).join(' ')} role="alert">
      <p>{t('homeBlocks.loadError')}</p>
      <button type="button" className="ap-button ap-button--secondary" onClick={onRetry}>
        {t('homeBlocks.retry')}
      </button>
    </div>
  );
}
