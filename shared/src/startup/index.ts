/*
 * `@autoparts/shared/startup`: what a page asks for before any of its code has downloaded. The
 * shell's entry (main.js) bundles this small module itself, as the share scope (and so the
 * federated copy of shared) does not exist yet; it depends on no library.
 */
export { requestRuntimeConfig } from '../config/config-request';
export { requestStartupTexts } from '../i18n/startup-texts';
export { preloadImage } from '../runtime/preload-image';
export { whenIdle } from '../runtime/when-idle';
export { yieldToBrowser } from '../runtime/yield-to-browser';
