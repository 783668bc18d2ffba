import { loadRemote } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, type AreaName, type RuntimeConfig } from '@autoparts/shared';
import { remoteLoads } from './remote-loads';
import {
  absoluteAddress,
  registerAreaAddresses,
  registeredAddress,
  type RemoteAddress,
} from './remote-registry';

function toRemotes(config: RuntimeConfig): RemoteAddress[] {
  return Object.entries(config.remotes).map(([name, entry]) => ({
    name,
    entry: absoluteAddress(entry, window.location.href),
  }));
}

export function registerAreaRemotes(config: RuntimeConfig): void {
  registerAreaAddresses(toRemotes(config), false);
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
  if (remote && (force || registeredAddress(name) !== remote.entry)) {
    registerAreaAddresses([remote], true);
  }
}

/**
 * Loads `<remote>/<module>`, noting for the status page which address the remote came from.
 * `started` is that load begun earlier (the area the page opened on, by the entry).
 */
export async function loadFederated<T>(id: string, started?: Promise<T | null>): Promise<T> {
  const name = id.slice(0, id.indexOf('/'));
  const entry = registeredAddress(name) ?? '';
  remoteLoads.started(name, entry);
  try {
    const module = await (started ?? loadRemote<T>(id));
    if (!module) throw new Error(`${id} is not available`);
    remoteLoads.settled(name, entry, 'loaded');
    return module;
  } catch (error) {
    remoteLoads.settled(name, entry, 'failed');
    throw error;
  }
}
