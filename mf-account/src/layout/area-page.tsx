import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n-namespace';
import styles from './layout.module.css';

export interface AreaPageProps {
  title: string;
  /** Shown to screen readers only when the page's cards carry their own headings. */
  hideTitle?: boolean;
  children: ReactNode;
}

/** The frame of every page of the area: breadcrumb, title, content. */
export function AreaPage({ title, hideTitle = false, children }: AreaPageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={`ap-container ${styles.page}`}>
      <nav aria-label={t('breadcrumb.label')}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">{t('breadcrumb.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={hideTitle ? 'ap-visually-hidden' : 'ap-page-title'}>{title}</h1>
      {children}
    </div>
  );
}
