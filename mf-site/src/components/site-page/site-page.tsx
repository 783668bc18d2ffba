import type { ReactNode } from 'react';
import { NavLink } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { Breadcrumb, SITE_PAGES, siteLinks, usePageMeta } from '@autoparts/shared';
import styles from './site-page.module.css';

interface SitePageProps {
  title: string;
  /** Shown under the title. */
  lead?: string;
  /** What search results and link previews say of the page: the lead when absent. */
  description?: string;
  /** The address to index when the page repeats another (a second layout of it). */
  canonical?: string;
  children: ReactNode;
}

/** Every site page: its head, breadcrumb, its one h1, the tabs to the other pages, then its content. */
export function SitePage({ title, lead, description, canonical, children }: SitePageProps) {
  const { t } = useTranslation('site');
  usePageMeta({ title, description: description ?? lead ?? title, canonical });
  return (
    <div className="ap-container">
      <header className={styles.header}>
        <Breadcrumb items={[{ label: title }]} />
        <h1 className={`ap-page-title ${styles.title}`}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <nav className={styles.tabs} aria-label={t('nav.label')}>
        <ul>
          {SITE_PAGES.map((page) => (
            <li key={page}>
              <NavLink to={siteLinks.page.getHref(page)} className={styles.tab}>
                {t(`nav.pages.${page}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
