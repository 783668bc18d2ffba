import type { ReactNode } from 'react';
import { useDropdown } from './use-dropdown';
import styles from './dropdown.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface Props {
  /** Accessible name of the menu, e.g. "Currency". */
  label: string;
  /**
   * What the trigger shows, and so its accessible name: the label and the current value
   * ("Currency: $ USD"), the words a speech user would say to open it (WCAG 2.5.3).
   */
  current: ReactNode;
  choices: readonly Choice[];
  selected: string;
  onSelect: (value: string) => void;
  className?: string;
}

/** A top-bar style dropdown choosing one value (currency, language). */
export function ChoiceDropdown({ label, current, choices, selected, onSelect, className }: Props) {
  const { open, toggle, close, rootRef, rootProps } = useDropdown();
  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`} {...rootProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
      >
        {current}
      </button>
      {open && (
        <ul className={styles.menu} role="menu" aria-label={label}>
          {choices.map((choice) => (
            <li key={choice.value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={choice.value === selected}
                className={styles.item}
                onClick={() => {
                  onSelect(choice.value);
                  close();
                }}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
