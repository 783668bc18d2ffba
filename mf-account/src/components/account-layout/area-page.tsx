import type { ReactNode } from 'react';
import { Breadcrumb } from '@autoparts/shared';
import styles from './layout.module.css';

export interface AreaPageProps {
  title: string;
  /** Shown to screen readers only when the page's cards carry their own headings. */
  hideTitle?: boolean;
  children: ReactNode;
}

/** The frame of every page of the area: breadcrumb, title, content. */
export function AreaPage({ title, hideTitle = false, children }: AreaPageProps) {
  return (
    <div className={`ap-container ${styles.page}`}>
      <Breadcrumb items={[{ label: title }]} />
      <h1 className={hideTitle ? 'ap-visually-hidden' : 'ap-page-title'}>{title}</h1>
      {children}
    </div>
  );
}
