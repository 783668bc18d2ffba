import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

export type StatusTone = 'neutral' | 'success' | 'failure' | 'warning' | 'info';

export interface StatusPillProps {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
}

/** A small coloured pill naming a state (stock, an order's status); the colour only repeats it. */
export function StatusPill({ tone, className, children }: StatusPillProps) {
  return (
    <span
      className={[styles.pill, tone === 'neutral' ? undefined : styles[tone], className]
        .filter(Boolean)
        .join(' ')}
      data-tone={tone}
    >
      {children}
    </span>
  );
}
