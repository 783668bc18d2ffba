import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import type { toast as ToastApi } from 'react-toastify';
import type { Notifier } from '../stores/notifier';

type Toast = typeof ToastApi;

/**
 * Turns true with the first message. react-toastify (about 11 kB compressed) is not needed before
 * then, so it is fetched at that moment and the shell mounts its toast container once this is
 * true; the library keeps toasts raised before a container mounts and shows them when it does.
 */
export const toastsWanted = observable.box(false);

let library: Promise<Toast> | undefined;

function show(raise: (toast: Toast) => void): void {
  runInAction(() => toastsWanted.set(true));
  library ??= import('react-toastify').then(({ toast }) => toast);
  library.then(raise, () => {
    // A failed download (offline) loses this message, not the next one's chance.
    library = undefined;
  });
}

/**
 * Stores and the HTTP client speak in i18n keys; this turns them into toasts in the visitor's
 * language. A message that is not a key (a server's error title) is shown as it is. The text is
 * chosen at once, in the language of the moment the message was raised.
 */
export const toastNotifier: Notifier = {
  success(key, values) {
    const text = i18next.t(key, values ?? {});
    show((toast) => toast.success(text));
  },
  error(message) {
    const text = i18next.exists(message) ? i18next.t(message) : message;
    show((toast) => toast.error(text));
  },
};
