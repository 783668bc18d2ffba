import { registerRemotes } from '@module-federation/enhanced/runtime';

// No shared module here: the entry (main.js) registers the area a page opens on before the
// shared singletons exist (see opening-area.ts).

export interface RemoteAddress {
  name: string;
  /** The remote's manifest, absolute. */
  entry: string;
}

/** The manifest address each remote is registered with, to tell whether /config.json moved it. */
const registered = new Map<string, string>();

/**
 * Registers remotes with the federation runtime. Without `force` a remote already registered
 * keeps its address (the runtime ignores it too); `force` replaces it and drops what the runtime
 * cached of it.
 */
export function registerAreaAddresses(remotes: RemoteAddress[], force: boolean): void {
  registerRemotes(remotes, { force });
  for (const { name, entry } of remotes) {
    if (force || !registered.has(name)) registered.set(name, entry);
  }
}

export function registeredAddress(name: string): string | undefined {
  return registered.get(name);
}

/** A manifest address of /config.json, resolved against the page so the config stays portable. */
export function absoluteAddress(entry: string, page: string): string {
  return new URL(entry, page).toString();
}
