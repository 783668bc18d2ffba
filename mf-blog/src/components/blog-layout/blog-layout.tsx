import type { ReactNode } from 'react';
import styles from './blog-layout.module.css';

export type SidebarPosition = 'start' | 'end' | 'none';

/**
 * The page body beside the blog's sidebar. The article comes first in the document on every
 * variant (screen readers and small screens reach the content first); the grid places the
 * sidebar on the requested side.
 */
export function BlogLayout({
  sidebar,
  position,
  children,
}: {
  sidebar: ReactNode;
  position: SidebarPosition;
  children: ReactNode;
}) {
  if (position === 'none') return <div className={styles.full}>{children}</div>;
  return (
    <div
      className={`${styles.layout} ${position === 'start' ? styles.sidebarStart : styles.sidebarEnd}`}
    >
      <div className={styles.content}>{children}</div>
      <aside className={styles.sidebar}>{sidebar}</aside>
    </div>
  );
}

export function parseSidebarPosition(
  value: string | null,
  fallback: SidebarPosition = 'end',
): SidebarPosition {
  return value === 'start' || value === 'end' || value === 'none' ? value : fallback;
}
