import { lazy } from 'react';
import { ToastsOnDemand } from '@autoparts/shared';

const Toasts = lazy(() => import('./toasts').then(({ Toasts }) => ({ default: Toasts })));

/** The toast container, with its library, arrives with the first message. */
export function DeferredToasts() {
  return (
    <ToastsOnDemand>
      <Toasts />
    </ToastsOnDemand>
  );
}
