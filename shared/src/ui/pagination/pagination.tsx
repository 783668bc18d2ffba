import { Link } from '../../router';
import { useTranslation } from '@autoparts/shared/translation';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** The link of a page, so pages open in new tabs and the back button works. */
  hrefOf: (page: number) => string;
  className?: string;
}

/**
 * The pager under a list: previous, the first and last pages, the pages around the current one
 * with gaps between, next. Nothing when everything fits on one page.
 */
export function Pagination({ page, pages, hrefOf, className }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  // The browser mirrors ‹ and › in right-to-left text (Unicode bidi mirroring): no CSS flip.
  const step = (to: number, label: string, arrow: string) =>
    to < 1 || to > pages ? (
      <span className={`${styles.item} ${styles.arrow} ${styles.disabled}`} aria-hidden="true">
        {arrow}
      </span>
    ) : (
      <Link
        className={`${styles.item} ${styles.arrow}`}
        to={hrefOf(to)}
        aria-label={label}
        rel={to < page ? 'prev' : 'next'}
      >
        {arrow}
      </Link>
    );
  return (
    <nav
      className={[styles.pagination, className].filter(Boolean).join(' ')}
      aria-label={t('pagination.label')}
    >
      {step(page - 1, t('pagination.previous'), '‹')}
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className={`${styles.item} ${styles.gap}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            className={styles.item}
            to={hrefOf(item)}
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {step(page + 1, t('pagination.next'), '›')}
    </nav>
  );
}
