import { useId, type ReactNode } from 'react';
import styles from './sidebar.module.css';

export function Widget({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.widget} aria-labelledby={id}>
      <h2 id={id} className={styles.widgetTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
