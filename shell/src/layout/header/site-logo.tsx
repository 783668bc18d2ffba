import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import styles from './site-logo.module.css';

/**
 * The RedParts mark: a drawn gear so the logo needs no image request. The link is named by the
 * words it shows (WCAG 2.5.3, label in name): someone speaking "RedParts" reaches it. The space
 * keeps name and tagline two words for assistive technology; the column layout hides it.
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`${styles.logo} ${compact ? styles.compact : ''}`}>
      <svg viewBox="0 0 40 40" className={styles.mark} aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" className={styles.markDisc} />
        <path
          d="M20 9l2.6 3.3 4.1-.9.6 4.2 3.8 1.8-1.9 3.8 1.9 3.8-3.8 1.8-.6 4.2-4.1-.9L20 33l-2.6-3.3-4.1.9-.6-4.2-3.8-1.8 1.9-3.8-1.9-3.8 3.8-1.8.6-4.2 4.1.9z"
          className={styles.markGear}
        />
        <circle cx="20" cy="21" r="4.5" className={styles.markDisc} />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>
          <span className={styles.red}>Red</span>Parts
        </span>
        {!compact && (
          <>
            {' '}
            <span className={styles.tagline}>{t('shell.brandTagline')}</span>
          </>
        )}
      </span>
    </Link>
  );
}
