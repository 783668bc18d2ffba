import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remotes are built without the federation runtime (experiments.externalRuntime: it would weigh
 * about 17 kB compressed in every remote entry on the page) and use the page's copy, which this
 * provides. The federation's own provideExternalRuntime would add a second, CommonJS copy.
 */
export function provideFederationRuntime(): void {
  const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The shell's runtime plugin: its runtime becomes the page's as its federation starts. */
export default function provideFederationRuntimePlugin(): ModuleFederationRuntimePlugin {
  provideFederationRuntime();
  return { name: 'autoparts-provide-federation-runtime' };
}
