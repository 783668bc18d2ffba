import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, type RuntimeConfig } from '@autoparts/shared';

function toRemotes(config: RuntimeConfig) {
  return Object.entries(config.remotes).map(([name, entry]) => ({
    name,
    // Relative manifest addresses are resolved against the page so /config.json can stay portable.
    entry: new URL(entry, window.location.href).toString(),
  }));
}

export function registerAreaRemotes(config: RuntimeConfig): void {
  registerRemotes(toRemotes(config));
}

/**
 * Retry re-reads /config.json: if the remote was moved, the new address takes effect without a
 * reload, and `force` drops whatever the runtime cached from the failed attempt.
 */
export async function reregisterRemote(name: string): Promise<void> {
  const config = await fetchRuntimeConfig();
  const remote = toRemotes(config).find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

export async function loadFederated<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
}
