import type { ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
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
  /**
   * The block's own box, given to the placeholder and the failure alike: a block whose loading
   * skeleton has a set size keeps it when it fails too, so nothing below it moves.
   */
  className?: string;
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
  className,
}: LoadStateProps<T>) {
  const { t } = useTranslation();
  const { status, data, retry } = loaded;
  if (status === 'ready' && data !== undefined) return <>{children(data)}</>;
  if (status === 'not-found') {
    return <>{notFound ?? <FailureBox text={t('loader.notFound')} className={className} />}</>;
  }
  if (status === 'error') return <LoadFailure what={what} onRetry={retry} className={className} />;
  if (data !== undefined) return <>{children(data)}</>;
  return (
    <LoadingPlaceholder size={size} className={className}>
      {loading}
    </LoadingPlaceholder>
  );
}

export interface LoadingPlaceholderProps {
  size?: 'block' | 'page';
  className?: string;
  /** A skeleton; by default only words for a screen reader. */
  children?: ReactNode;
}

/** What stands where something is loading: announced politely, sized so nothing jumps. */
export function LoadingPlaceholder({
  size = 'block',
  className,
  children,
}: LoadingPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={[styles[size], className].filter(Boolean).join(' ')}
    >
      {children ?? <span className="ap-visually-hidden">{t('loader.loading')}</span>}
    </div>
  );
}

export interface LoadFailureProps {
  /** Names what failed to load, e.g. "your addresses". */
  what?: string;
  onRetry(): void;
  className?: string;
}

/**
 * A failure to load with Retry, drawn as LoadState draws it: for a block that keeps its own frame
 * (a heading, other states) around the failure and so reads the loader's status itself.
 */
export function LoadFailure({ what, onRetry, className }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <FailureBox
      text={what ? t('loader.errorWhat', { what }) : t('loader.error')}
      className={className}
    >
      <button type="button" className="ap-button ap-button--secondary" onClick={onRetry}>
        {t('loader.retry')}
      </button>
    </FailureBox>
  );
}

function FailureBox(props: { text: string; className?: string; children?: ReactNode }) {
  return (
    <div role="alert" className={[styles.failure, props.className].filter(Boolean).join(' ')}>
      <p>{props.text}</p>
      {props.children}
    </div>
  );
}
