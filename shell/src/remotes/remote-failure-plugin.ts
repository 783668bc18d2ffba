import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runs inside the federation runtime (no React here). It only reports: the failure still
 * rejects `loadRemote`, which the area's error boundary turns into a message with Retry.
 * Manifest failures surface in `afterResolve`, script failures in `onLoad`.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'autoparts-remote-failure',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[storefront] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
