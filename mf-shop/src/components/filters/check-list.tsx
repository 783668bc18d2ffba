import { useState, type ReactNode } from 'react';
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

/** The box the shopper just changed, shown so until the URL (and with it `chosen`) catches up. */
interface PendingChoice {
  slug: string;
  checked: boolean;
}

/**
 * Options with a box each and the number of products each would leave. The chosen values come
 * from the URL, which the router updates in a transition: on a busy machine that lands a frame
 * or more after the click, so the clicked box answers at once instead of waiting for it.
 */
export function CheckList<T extends FilterItem>({
  items,
  chosen,
  onToggle,
  renderLabel,
  type = 'checkbox',
  name,
}: CheckListProps<T>) {
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // Any newer `chosen` settles the choice (React's state-from-props pattern, during render).
  const basis = chosen.join(',');
  const [settledBasis, setSettledBasis] = useState(basis);
  if (settledBasis !== basis) {
    setSettledBasis(basis);
    setPending(null);
  }
  const isChecked = (slug: string): boolean => {
    if (!pending || settledBasis !== basis) return chosen.includes(slug);
    if (pending.slug === slug) return pending.checked;
    return type === 'radio' ? false : chosen.includes(slug);
  };

  return (
    <ul className={styles.options}>
      {items.map((item) => {
        const checked = isChecked(item.slug);
        return (
          <li key={item.slug}>
            <label className={styles.option} data-empty={item.count === 0 || undefined}>
              <input
                type={type}
                name={name}
                checked={checked}
                disabled={item.count === 0 && !checked}
                onChange={() => {
                  setPending({ slug: item.slug, checked: !checked });
                  onToggle(item.slug);
                }}
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
