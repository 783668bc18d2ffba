export { Dialog, type DialogProps } from './dialog';
export { FOCUSABLE_SELECTOR, focusablesIn, keepTabInside } from './focus';
export { useScrollLock } from './use-scroll-lock';
