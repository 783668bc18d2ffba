import { observer } from 'mobx-react-lite';
import { cssTransition, ToastContainer } from 'react-toastify';
import { useLanguageStore } from '@autoparts/shared';
import styles from './overlays.module.css';

// Spec §9: toasts stay 5000 ms and ease in and out in 300 ms.
const TOAST_TIMEOUT_MS = 5000;
const ease = cssTransition({
  enter: styles.toastIn ?? '',
  exit: styles.toastOut ?? '',
  collapseDuration: 300,
});

export const Toasts = observer(function Toasts() {
  const language = useLanguageStore();
  const rtl = language.language.direction === 'rtl';
  return (
    <ToastContainer
      autoClose={TOAST_TIMEOUT_MS}
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      transition={ease}
      newestOnTop
      pauseOnHover
      closeOnClick
    />
  );
});
