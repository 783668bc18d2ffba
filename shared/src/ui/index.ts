export { toastNotifier } from './toast-notifier';
