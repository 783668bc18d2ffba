import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, type AreaName, type RuntimeConfig } from '@autoparts/shared';
import { remoteLoads } from './remote-loads';

interface RemoteEntry {
  name: string;
  entry: string;
}

/** The manifest address each remote is registered with, to tell whether /config.json moved it. */
const registered = new Map<string, string>();

function toRemotes(config: RuntimeConfig): RemoteEntry[] {
  return Object.entries(config.remotes).map(([name, entry]) => ({
    name,
    // Relative manifest addresses are resolved against the page so /config.json can stay portable.
    entry: new URL(entry, window.location.href).toString(),
  }));
}

function register(remotes: RemoteEntry[], force: boolean): void {
  registerRemotes(remotes, { force });
  for (const { name, entry } of remotes) registered.set(name, entry);
}

export function registerAreaRemotes(config: RuntimeConfig): void {
  register(toRemotes(config), false);
}

/**
 * Re-reads /config.json for one remote: before an area's first load, so a remote moved while the
 * page was open is fetched from its new address, and on Retry (`force`), which also drops whatever
 * the runtime cached of the failed attempt. Without `force` an unreadable config is no reason to
 * fail: the address read at start-up still serves.
 */
export async function refreshRemoteAddress(
  name: AreaName,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  let config: RuntimeConfig;
  try {
    config = await fetchRuntimeConfig();
  } catch (error) {
    if (force) throw error;
    return;
  }
  const remote = toRemotes(config).find((r) => r.name === name);
  if (remote && (force || registered.get(name) !== remote.entry)) register([remote], true);
}

/** Loads `<remote>/<module>`, noting for the status page which address the remote came from. */
export async function loadFederated<T>(id: string): Promise<T> {
  const name = id.slice(0, id.indexOf('/'));
  const entry = registered.get(name) ?? '';
  remoteLoads.started(name, entry);
  try {
    const module = await loadRemote<T>(id);
    if (!module) throw new Error(`${id} is not available`);
    remoteLoads.settled(name, entry, 'loaded');
    return module;
  } catch (error) {
    remoteLoads.settled(name, entry, 'failed');
    throw error;
  }
}
