import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { cssTransition, toast, ToastContainer } from 'react-toastify';
import { useLanguageStore } from '@autoparts/shared';
import styles from './overlays.module.css';

// Spec §9: a toast stays 5000 ms; one the pointer rested on stays 1000 ms more after it leaves
// (the "extended" timeout); toasts ease in and out in 300 ms.
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;
const EASE_MS = 300;

const ease = cssTransition({
  enter: styles.toastIn ?? '',
  exit: styles.toastOut ?? '',
  collapseDuration: EASE_MS,
});

/**
 * While hovered a toast waits (pauseOnHover); when the pointer leaves it, its clock restarts at
 * the extended timeout instead of running out what was left of the first one. react-toastify
 * gives each toast element its toast id as the element id.
 */
function extendOnLeave(event: MouseEvent<HTMLElement>) {
  const toastElement = (event.target as Element).closest<HTMLElement>('.Toastify__toast');
  if (!toastElement || toastElement.contains(event.relatedTarget as Node | null)) return;
  const id = toastElement.id;
  if (id && toast.isActive(id)) toast.update(id, { autoClose: TOAST_EXTENDED_MS });
}

export const Toasts = observer(function Toasts() {
  const language = useLanguageStore();
  const rtl = language.language.direction === 'rtl';
  return (
    <div onMouseOut={extendOnLeave}>
      <ToastContainer
        autoClose={TOAST_TIMEOUT_MS}
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        transition={ease}
        newestOnTop
        pauseOnHover
        closeOnClick
      />
    </div>
  );
});
