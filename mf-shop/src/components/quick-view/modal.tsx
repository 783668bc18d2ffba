import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useScrollLock } from '@autoparts/shared';
import styles from './modal.module.css';

export interface ModalProps {
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy?: string;
  label?: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog over the page: focus stays inside while it is open and returns to where it was;
 * Escape and a click on the backdrop close it; the page behind does not scroll.
 */
export function Modal({ onClose, labelledBy, label, closeLabel, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useScrollLock(true);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  // Keys are handled on the dialog itself: a viewer opened above it (photoswipe) keeps its own.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
