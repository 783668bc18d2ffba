export { Dialog, type DialogProps } from './dialog';
export { FOCUSABLE_SELECTOR, focusablesIn, keepTabInside } from './focus';
export { useFocusInAndBack } from './use-focus-in-and-back';
export { useScrollLock } from './use-scroll-lock';
