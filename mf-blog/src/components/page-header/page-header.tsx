import { Breadcrumb, type Crumb } from '@autoparts/shared';
import styles from './page-header.module.css';

/** The breadcrumb and the page's one h1, as every page of the storefront starts. */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <header className={styles.header}>
      <Breadcrumb items={crumbs} />
      <h1 className={`ap-page-title ${styles.title}`}>{title}</h1>
    </header>
  );
}
