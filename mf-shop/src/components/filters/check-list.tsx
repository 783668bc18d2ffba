import type { ReactNode } from 'react';
import type { FilterItem } from '@autoparts/shared';
import styles from './filters.module.css';

export interface CheckListProps<T extends FilterItem> {
  items: readonly T[];
  chosen: readonly string[];
  onToggle: (slug: string) => void;
  /** What stands beside the box; the item's name when absent. */
  renderLabel?: (item: T) => ReactNode;
  /** 'radio' for filters with one value (discount). */
  type?: 'checkbox' | 'radio';
  name?: string;
}

/** Options with a box each and the number of products each would leave. */
export function CheckList<T extends FilterItem>({
  items,
  chosen,
  onToggle,
  renderLabel,
  type = 'checkbox',
  name,
}: CheckListProps<T>) {
  return (
    <ul className={styles.options}>
      {items.map((item) => {
        const checked = chosen.includes(item.slug);
        return (
          <li key={item.slug}>
            <label className={styles.option} data-empty={item.count === 0 || undefined}>
              <input
                type={type}
                name={name}
                checked={checked}
                disabled={item.count === 0 && !checked}
                onChange={() => onToggle(item.slug)}
              />
              <span className={styles.optionLabel}>
                {renderLabel ? renderLabel(item) : item.name}
              </span>
              <span className={styles.count}>{item.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
