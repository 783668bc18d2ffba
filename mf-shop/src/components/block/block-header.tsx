import type { ReactNode } from 'react';
import styles from './block.module.css';

/** A block's title row: the heading (`id` labels the block) and, at the far end, its controls. */
export function BlockHeader({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}
