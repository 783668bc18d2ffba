import type { AreaName, RemoteAppModule } from '@autoparts/shared';
import { loadFederated, refreshRemoteAddress } from './federation';
import { takeOpeningArea } from './opening-area';

// One load per area, shared by a link's preload and the visit itself. A failed load is
// forgotten, so the next attempt starts over from /config.json with the runtime's cache dropped.
const loads = new Map<AreaName, Promise<RemoteAppModule>>();
const failed = new Set<AreaName>();

export function loadArea(
  name: AreaName,
  { addressJustRead = false }: { addressJustRead?: boolean } = {},
): Promise<RemoteAppModule> {
  const load = loads.get(name);
  if (load) return load;
  const address = addressJustRead
    ? Promise.resolve()
    : refreshRemoteAddress(name, { force: failed.has(name) });
  return adopt(
    name,
    address.then(() => loadFederated<RemoteAppModule>(`${name}/App`)),
  );
}

/** Makes `load` the area's one load; a failure is noted and forgotten, for the next to retry. */
function adopt(name: AreaName, load: Promise<RemoteAppModule>): Promise<RemoteAppModule> {
  load.then(
    () => failed.delete(name),
    () => {
      failed.add(name);
      loads.delete(name);
    },
  );
  loads.set(name, load);
  return load;
}

/**
 * Warms an area the visitor is about to open. Its failure shows only if the visit fails too; an
 * area that already failed is left to the visit and its Retry, not tried again on every hover.
 */
export function preloadArea(name: AreaName): void {
  if (failed.has(name)) return;
  loadArea(name).catch(() => undefined);
}

/**
 * Starts the area of the address the page opens on while the shell itself starts (texts,
 * session, first render), instead of after the shell's first render asks for it. Only for the
 * start-up: /config.json was read a moment ago, so the area's first load does not read it again.
 * The entry may have begun it already (startOpeningArea): that load becomes the area's.
 */
export function startAreaWithShell(name: AreaName): void {
  if (loads.has(name)) return;
  const opening = takeOpeningArea(name);
  if (opening) adopt(name, loadFederated(`${name}/App`, opening));
  else loadArea(name, { addressJustRead: true }).catch(() => undefined);
}
