import { useId, type ReactNode } from 'react';
import styles from './style-guide.module.css';

/** One block of the style guide: a titled panel holding live examples. */
export function Specimen({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.specimen} aria-labelledby={id}>
      <h2 id={id} className={styles.specimenTitle}>
        {title}
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.examples}>{children}</div>
    </section>
  );
}
