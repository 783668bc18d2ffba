import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '@autoparts/shared';
import { IconButton } from '../icon-button/icon-button';
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
 * The picker's modal: the storefront's Dialog with a header (title and close button), a body
 * where the keyboard starts on the chosen vehicle, and a footer of actions.
 */
export function ModalFrame({ title, closeLabel, onClose, footer, children }: ModalFrameProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const close = () => onClose?.();
  return (
    <Dialog
      onClose={close}
      labelledBy={titleId}
      initialFocus={() => startOf(bodyRef.current)}
      className={styles.modal}
    >
      <div className={styles.modalHeader}>
        <h2 id={titleId} className={styles.modalTitle}>
          {title}
        </h2>
        <IconButton label={closeLabel} onClick={close} tone="filled" />
      </div>
      <div ref={bodyRef} className={styles.modalBody}>
        {children}
      </div>
      {footer && <div className={styles.modalFooter}>{footer}</div>}
    </Dialog>
  );
}
