import i18next from 'i18next';
import { toast } from 'react-toastify';
import type { Notifier } from '../stores/notifier';

/**
 * Stores and the HTTP client speak in i18n keys; this turns them into toasts in the visitor's
 * language. A message that is not a key (a server's error title) is shown as it is.
 */
export const toastNotifier: Notifier = {
  success(key, values) {
    toast.success(i18next.t(key, values ?? {}));
  },
  error(message) {
    toast.error(i18next.exists(message) ? i18next.t(message) : message);
  },
};
