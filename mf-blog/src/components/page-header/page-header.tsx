import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './page-header.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then the given steps; the last one without a link is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className={styles.crumbs}>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumb and the page's one h1, as every page of the storefront starts. */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <header className={styles.header}>
      <Breadcrumb crumbs={crumbs} />
      <h1 className={`ap-page-title ${styles.title}`}>{title}</h1>
    </header>
  );
}
