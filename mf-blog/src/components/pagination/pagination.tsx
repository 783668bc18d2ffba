import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}

interface PaginationProps {
  page: number;
  pages: number;
  hrefFor(page: number): string;
}

// The browser mirrors ‹ and › in right-to-left text (Unicode bidi mirroring): no CSS flip.
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation('blog');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className={`${styles.item} ${styles.arrow}`} to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="ap-visually-hidden">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span
              className={`${styles.item} ${styles.arrow} ${styles.disabled}`}
              aria-hidden="true"
            >
              ‹
            </span>
          )}
        </li>
        {visiblePages(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={`${styles.item} ${n === page ? styles.current : ''}`}
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className={`${styles.item} ${styles.arrow}`} to={hrefFor(page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="ap-visually-hidden">{t('pagination.next')}</span>
            </Link>
          ) : (
            <span
              className={`${styles.item} ${styles.arrow} ${styles.disabled}`}
              aria-hidden="true"
            >
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
