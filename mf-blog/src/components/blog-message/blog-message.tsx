import type { ReactNode } from 'react';
import styles from './blog-message.module.css';

interface BlogMessageProps {
  /** Large faint text above the title, e.g. "Oops! Error 404". */
  code?: string;
  title: string;
  text: string;
  /** The page's heading level: 1 when the message is the whole page. */
  level?: 1 | 2;
  children?: ReactNode;
}

/** A message in place of content (not found, failed to load) with the ways on from there. */
export function BlogMessage({ code, title, text, level = 2, children }: BlogMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.message} role={level === 2 ? 'status' : undefined}>
      {code && <p className={styles.code}>{code}</p>}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
