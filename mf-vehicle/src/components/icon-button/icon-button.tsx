import styles from './icon-button.module.css';

interface IconButtonProps {
  /** The accessible name: the button shows only a cross. */
  label: string;
  onClick(): void;
  /** 'plain' in a list row, 'filled' in a dialog's corner. */
  tone?: 'plain' | 'filled';
}

/** A round button with a cross: remove a vehicle, close a dialog. */
export function IconButton({ label, onClick, tone = 'plain' }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[tone]}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
        <path d="M1 1l8 8M9 1L1 9" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
}
