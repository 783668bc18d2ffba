import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button/icon-button';
import { keepTabInside } from '@autoparts/shared';
import { startOf } from './focus';
import styles from './vehicle-picker.module.css';

interface ModalFrameProps {
  title: string;
  closeLabel: string;
  onClose?: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves into it and back to where it was when it closes, Tab stays inside,
 * Escape and a click on the backdrop close it.
 */
export function ModalFrame({ title, closeLabel, onClose, footer, children }: ModalFrameProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (startOf(bodyRef.current) ?? dialogRef.current)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.modal}
        onKeyDown={onKeyDown}
      >
        <div className={styles.modalHeader}>
          <h2 id={titleId} className={styles.modalTitle}>
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={() => onClose?.()} tone="filled" />
        </div>
        <div ref={bodyRef} className={styles.modalBody}>
          {children}
        </div>
        {footer && <div className={styles.modalFooter}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
