import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from './focus';
import { useFocusInAndBack } from './use-focus-in-and-back';
import { useScrollLock } from './use-scroll-lock';
import styles from './dialog.module.css';

export interface DialogProps {
  onClose(): void;
  /** The id of the heading that names the dialog... */
  labelledBy?: string;
  /** ...or its name when it has none (yet: a quick view still loading). */
  label?: string;
  /** The name of a close button in the corner; without it the content draws its own. */
  closeLabel?: string;
  /** Where focus starts (the chosen radio, say); the dialog itself when absent or null. */
  initialFocus?(): HTMLElement | null;
  /** The panel's size and padding, replacing the default wide panel. */
  className?: string;
  children: ReactNode;
}

/**
 * The storefront's one modal dialog, for every area: drawn over the page in a portal, named by
 * its heading, focus moved in and back to where it was when it closes, Tab kept inside, Escape
 * and a click on the backdrop close it, and the page behind does not scroll.
 */
export function Dialog({
  onClose,
  labelledBy,
  label,
  closeLabel,
  initialFocus,
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose for the key and backdrop handlers.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useScrollLock(true);
  useFocusInAndBack(true, dialogRef, initialFocus);

  // Keys are handled on the dialog itself: a viewer opened above it (photoswipe) keeps its own.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latestOnClose.current();
      return;
    }
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) latestOnClose.current();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${className ?? styles.panel}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
