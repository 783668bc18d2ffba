import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { toastsWanted } from './toast-notifier';

/**
 * Renders a toast container (a lazy component) only once the first message is raised, so a page
 * without messages never downloads react-toastify. Used by the shell and the standalone frame.
 */
export const ToastsOnDemand = observer(function ToastsOnDemand({
  children,
}: {
  children: ReactNode;
}) {
  if (!toastsWanted.get()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
});
