import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from './use-loader';
import styles from './load-state.module.css';

export interface LoadStateProps<T> {
  loaded: Loaded<T>;
  /** What the page shows once the data is there. */
  children(data: T): ReactNode;
  /** Shown while loading (a skeleton of the same size keeps the layout still). */
  loading?: ReactNode;
  /** Shown for a 404; the storefront's 404 page when the page has no better words. */
  notFound?: ReactNode;
  /** Names what failed to load, e.g. "your addresses". */
  what?: string;
  /**
   * 'page': the placeholder holds a screen's height, so a page whose whole content loads does not
   * push the footer down when it arrives (a layout shift); 'block' (default): a small block.
   */
  size?: 'block' | 'page';
}

/**
 * The four states of a loaded thing drawn the same way everywhere: a placeholder, the data, a
 * not-found message, or a failure with Retry. Data already shown stays while a new key loads.
 */
export function LoadState<T>({
  loaded,
  children,
  loading,
  notFound,
  what,
  size = 'block',
}: LoadStateProps<T>) {
  const { t } = useTranslation();
  const { status, data, retry } = loaded;
  if (status === 'ready' && data !== undefined) return <>{children(data)}</>;
  if (status === 'not-found') return <>{notFound ?? <LoadFailure text={t('loader.notFound')} />}</>;
  if (status === 'error') {
    return (
      <LoadFailure text={what ? t('loader.errorWhat', { what }) : t('loader.error')}>
        <button type="button" className="ap-button ap-button--secondary" onClick={retry}>
          {t('loader.retry')}
        </button>
      </LoadFailure>
    );
  }
  if (data !== undefined) return <>{children(data)}</>;
  return (
    <div role="status" aria-live="polite" className={styles[size]}>
      {loading ?? <span className="ap-visually-hidden">{t('loader.loading')}</span>}
    </div>
  );
}

function LoadFailure({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>{text}</p>
      {children}
    </div>
  );
}
