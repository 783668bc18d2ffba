import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { pageItems } from './page-numbers';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** The link of a page, so pages open in new tabs and the back button works. */
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  if (pages <= 1) return null;
  const step = (to: number, label: string, arrow: string) =>
    to < 1 || to > pages ? (
      <span className={`${styles.item} ${styles.disabled}`} aria-hidden="true">
        {arrow}
      </span>
    ) : (
      <Link
        className={styles.item}
        to={hrefOf(to)}
        aria-label={label}
        rel={to < page ? 'prev' : 'next'}
      >
        {arrow}
      </Link>
    );
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
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
