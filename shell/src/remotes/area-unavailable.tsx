import { useTranslation } from '@autoparts/shared/translation';
import type { AreaName } from '@autoparts/shared';
import { isSharedVersionMismatch } from './shared-version-check';
import styles from './remotes.module.css';

interface Props {
  area: AreaName;
  error: Error;
  onRetry: () => void;
}

/** What a shopper sees instead of an area whose remote cannot be loaded; the rest of the shop works. */
export function AreaUnavailable({ area, error, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div className="ap-container">
      <section
        className={styles.unavailable}
        role="alert"
        data-area-error={area}
        title={error.message}
      >
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <path
            d="M24 4 2 44h44z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M24 18v12M24 35v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 className={styles.title}>{t('area.unavailableTitle')}</h1>
        <p>{t('area.unavailableText', { area: t(`area.names.${area}`) })}</p>
        {isSharedVersionMismatch(error) && (
          <p data-area-reason="shared-version">
            {t('area.sharedVersionReason', {
              package: error.pkg,
              needed: error.needed,
              offered: error.offered,
            })}
          </p>
        )}
        <button type="button" className="ap-button" onClick={onRetry}>
          {t('area.retry')}
        </button>
      </section>
    </div>
  );
}
