import { useId, useState, type ReactNode } from 'react';
import styles from './filters.module.css';

/** One filter of the sidebar: a heading that folds its options away. */
export function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className={styles.blockBody} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
