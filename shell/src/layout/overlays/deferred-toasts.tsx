import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { toastsWanted } from '@autoparts/shared';

const Toasts = lazy(() => import('./toasts').then(({ Toasts }) => ({ default: Toasts })));

/** The toast container, with its library, arrives with the first message (see toastsWanted). */
export const DeferredToasts = observer(function DeferredToasts() {
  if (!toastsWanted.get()) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
});
