export { FOCUSABLE_SELECTOR, focusablesIn, keepTabInside } from './focus';
export { useScrollLock } from './use-scroll-lock';
