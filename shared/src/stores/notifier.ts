/** How stores tell the visitor about an outcome; the runtime shows these as translated toasts. */
export interface Notifier {
  /** `key` is an i18n key of the spec (TEXT_TOAST_PRODUCT_ADDED_TO_CART), `values` its params. */
  success(key: string, values?: Record<string, unknown>): void;
  error(message: string): void;
}
