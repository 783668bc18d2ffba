import { yieldToBrowser } from '@autoparts/shared/startup';
import type { EarlyRequests } from './start-app';

/**
 * The libraries the first page needs, in the order they depend on each other. Evaluated all at
 * once (what a static import does) they were one task of 300 ms or more on a mid-range phone,
 * after the first paint, that a tap waits behind; one at a time, with the browser free between
 * them, no step is long. "eager" keeps each in the chunk this module came in: they download
 * together, as before, and only their evaluation is spread out.
 */
const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'mobx'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'ky'),
  () => import(/* webpackMode: "eager" */ '@autoparts/shared'),
  () => import(/* webpackMode: "eager" */ '@autoparts/shared/router'),
] as const;

export async function start(root: HTMLElement, early: EarlyRequests = {}) {
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import(/* webpackMode: "eager" */ './start-app');
  await yieldToBrowser();
  return startApp(root, early);
}
